class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.020
	data = [-0.021616, -0.027831, -0.007051, 0.031215, -0.016450, -0.042818, 0.001991, -0.013950, 0.013307, -0.045124, -0.020045, -0.027903, 0.008316, 0.005362, -0.003035, 0.015881, -0.000669, -0.007135, -0.006605, 0.008128, 0.013974, 0.037882, -0.020128, 0.008288, 0.011684, 0.021009, 0.025712, -0.032330, -0.015379, -0.024409, 0.011463, 0.013984, 0.005021, 0.005569, -0.001893, 0.032209, -0.002433, -0.027883, -0.018096, -0.006934]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_weight_"
	shape = [40, 1, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.025
	data = [0.011852, -0.003378, -0.045726, 0.004023, -0.006608, -0.030825, -0.025354, -0.012956, 0.069508, 0.013066, 0.059872, 0.000327, -0.001088, -0.019138, 0.000067, -0.020837, -0.009334, -0.006399, 0.014037, 0.009885, -0.012603, 0.010965, 0.020855, 0.005076, -0.015234, -0.038291, -0.022435, -0.012071, -0.048379, -0.018341, 0.014037, -0.015122, 0.007527, 0.022559, 0.000438, 0.029875, -0.043852, -0.002181, -0.031379, 0.011162]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.020
	data = [1.014099, 1.000611, 0.982915, 1.010776, 0.989470, 0.973359, 1.030903, 1.008173, 0.958907, 1.010518, 1.011989, 0.991844, 1.009061, 0.992164, 1.042807, 0.995876, 0.998032, 1.009709, 1.014151, 1.000861, 0.991211, 0.986478, 1.034778, 0.981154, 1.019528, 0.978221, 0.996731, 1.045597, 1.004553, 1.000735, 1.007360, 1.019518, 1.017520, 1.028496, 0.994552, 1.018705, 0.970159, 0.988634, 0.981445, 1.042320]


class Program_weight_tensor_meta_x_12:
	name = "in_4"
	original_name = "x_12"
	shape = [4, 40, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [4, 40, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 1.006
