class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.015
	std = 0.018
	data = [-0.030933, -0.010513, 0.001101, -0.020984, 0.022095, -0.023583, -0.017260, 0.005446, -0.007312, -0.017002, -0.031166, -0.044991, -0.037189, -0.005252, -0.028270, 0.000320]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.081
	std = 0.243
	min_val = 0
	data = [0.760279, 1.228304, 1.172829, 1.213467, 1.202014, 0.577524, 1.165417, 0.850282, 0.919039, 0.960533, 1.421907, 1.447825, 1.248047, 0.805140, 1.148276, 1.171992]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.023
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_"
	shape = [16, 8, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.027
	std = 0.370


class Program_weight_tensor_meta_x_5:
	name = "in_5"
	original_name = "x_5"
	shape = [4, 8, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.038
	std = 0.196
