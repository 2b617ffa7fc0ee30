class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.022
	data = [0.012411, -0.061783, 0.018769, -0.003642, 0.010551, 0.023653, -0.017638, 0.002346, 0.018318, 0.018446, 0.019184, -0.035530, -0.000012, -0.000094, -0.013058, -0.025078, -0.019771, -0.036373, -0.010190, -0.026231, 0.011716, 0.008742, -0.023201, -0.028782]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.013
	std = 0.245
	min_val = 0
	data = [1.168954, 0.887812, 0.891473, 1.126916, 1.121780, 0.915026, 0.851180, 1.239024, 0.948442, 1.147826, 0.588793, 1.340163, 0.720291, 0.652497, 1.060650, 1.048899, 1.010836, 0.532892, 0.838042, 1.427684, 1.243428, 1.172167, 1.425181, 0.940396]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.009362, 0.996846, 1.028873, 1.005321, 1.003329, 1.017488, 0.997131, 0.997768, 1.018637, 1.025180, 1.040100, 1.001075, 1.012361, 0.991744, 0.983179, 0.953679]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv1_modules_c_parameters_weight_"
	shape = [24, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
