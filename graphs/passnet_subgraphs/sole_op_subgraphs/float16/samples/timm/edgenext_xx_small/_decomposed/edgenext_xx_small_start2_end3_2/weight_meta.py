class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.014
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, 0.001465, 0.022266, 0.005645, 0.008685, -0.016050, -0.025904, -0.015004, -0.026239, 0.004128, -0.006669, -0.008577, 0.004658, 0.015938, -0.003697, -0.007403, -0.024206]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020
	data = [0.995683, 0.985149, 1.011254, 1.005193, 0.996521, 0.986425, 1.018765, 1.009777, 0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115]


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 56, 56, 24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.083
