class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.969
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_"
	shape = [96, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.142


class Program_weight_tensor_meta_x_8:
	name = "in_5"
	original_name = "x_8"
	shape = [4, 16, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.070
	std = 0.550
