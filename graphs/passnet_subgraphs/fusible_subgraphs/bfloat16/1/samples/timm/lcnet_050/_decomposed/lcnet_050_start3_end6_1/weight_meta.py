class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.030
	data = [0.035451, -0.058401, 0.006239, -0.008491, 0.028233, 0.010082, 0.023828, 0.020189]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.986
	std = 0.370
	min_val = 0
	data = [1.377336, 0.941370, 1.403029, 0.699285, 0.511033, 1.258105, 1.172173, 0.525654]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.018
	data = [0.003837, 0.025276, -0.025809, -0.015822, -0.000418, -0.014370, 0.010373, -0.026250]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.988674, 1.007462, 0.982160, 0.969818, 1.007408, 1.029130, 1.018796, 1.015497]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_"
	shape = [8, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.456


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [4, 8, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.020
	std = 0.202
