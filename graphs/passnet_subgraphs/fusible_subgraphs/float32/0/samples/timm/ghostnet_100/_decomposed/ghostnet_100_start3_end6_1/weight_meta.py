class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.149


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.015
	data = [-0.006359, 0.012851, -0.017750, -0.024422, -0.023143, 0.001927, 0.012160, -0.015759]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.923
	std = 0.317
	min_val = 0
	data = [1.326832, 0.598538, 0.903547, 0.629368, 0.728506, 1.117535, 0.692706, 1.390658]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.018
	data = [0.003837, 0.025276, -0.025809, -0.015822, -0.000418, -0.014370, 0.010373, -0.026250]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.988674, 1.007462, 0.982160, 0.969818, 1.007408, 1.029130, 1.018796, 1.015497]


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [1, 16, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.114
	std = 0.233
