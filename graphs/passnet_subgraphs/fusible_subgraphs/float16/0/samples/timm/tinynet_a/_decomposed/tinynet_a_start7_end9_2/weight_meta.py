class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.025
	data = [-0.009168, -0.006720, -0.031400, 0.024630, 0.027893, 0.023422, 0.008670, -0.034685]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [8, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.089
	std = 0.527


class Program_weight_tensor_meta_x_se:
	name = "in_2"
	original_name = "x_se"
	shape = [2, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.018
	std = 0.080
