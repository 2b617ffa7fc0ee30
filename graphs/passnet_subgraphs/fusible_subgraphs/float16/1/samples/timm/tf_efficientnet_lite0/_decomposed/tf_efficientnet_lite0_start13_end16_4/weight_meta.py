class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.006
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_"
	shape = [96, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.468


class Program_weight_tensor_meta_x_12:
	name = "in_5"
	original_name = "x_12"
	shape = [4, 96, 113, 113]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.181
	std = 0.250
