class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.015
	data = [0.011802, -0.016650, -0.027430, 0.020920, -0.005970, 0.011401, 0.043917, 0.000138, -0.015350, 0.029130, -0.000862, 0.001727, 0.009747, -0.006130, 0.014606, -0.013863, -0.005683, 0.008240, 0.005171, 0.008781, 0.004297, -0.010703, -0.024837, 0.010009, -0.005807, -0.024754, -0.003392, -0.003304, -0.007911, 0.014206, 0.007399, -0.003790]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [32, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.253


class Program_weight_tensor_meta_x_se:
	name = "in_2"
	original_name = "x_se"
	shape = [4, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020
