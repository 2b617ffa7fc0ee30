class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.120
	data = [-0.153096, -0.046294, 0.104687, -0.078631, 0.161666, -0.132436, -0.161614, -0.086779, 0.031110, 0.177200, -0.091876, 0.068826, -0.048249, -0.041735, 0.141509, -0.149146, 0.020441, 0.180982, -0.026445, 0.149426, -0.059266, 0.154915, -0.186163, -0.027737]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_parameters_weight_"
	shape = [24, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_norm1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [0.023074, -0.024460, -0.015054, -0.029086, 0.013972, -0.033394, 0.015470, -0.022546, -0.015164, -0.002867, -0.000647, 0.033531, 0.015114, 0.009877, 0.020860, -0.021499, -0.030724, 0.018966, -0.025181, -0.022671, 0.000309, 0.017128, 0.022218, 0.009891]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_norm1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.957
	std = 0.341
	min_val = 0
	data = [1.172741, 1.442507, 0.517316, 1.001434, 0.954740, 1.316164, 0.727823, 1.341522, 0.994846, 0.591548, 0.699347, 1.257952, 1.398524, 0.708460, 0.631123, 1.173131, 1.495261, 0.960203, 1.434055, 0.913479, 0.609550, 0.508751, 0.581815, 0.525742]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_norm1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_stem_modules_norm1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_norm1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.009362, 0.996846, 1.028873, 1.005321, 1.003329, 1.017488, 0.997131, 0.997768, 1.018637, 1.025180, 1.040100, 1.001075, 1.012361, 0.991744, 0.983179, 0.953679]


class Program_weight_tensor_meta_L_x_:
	name = "in_6"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
