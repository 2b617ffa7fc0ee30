class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [-0.012723, 0.013850, 0.009674, 0.006523, 0.004567, -0.022761, 0.013505, -0.017805, -0.017701, -0.003022, 0.004637, 0.027378, 0.017479, -0.027032, -0.008120, -0.010195, 0.011301, -0.003139, 0.006305, 0.042601, 0.044014, -0.002487, 0.000088, -0.029223, 0.022999, 0.037869, -0.008134, -0.039574, 0.042649, -0.011362, 0.022776, 0.012526]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.292
	min_val = 0
	data = [0.501886, 0.577765, 0.951517, 0.652852, 0.733880, 1.246531, 1.290396, 0.632445, 1.351560, 1.489598, 0.888228, 1.194224, 0.935564, 0.971447, 0.878096, 1.126691, 1.462498, 0.838414, 0.833301, 1.477462, 1.375471, 0.664084, 1.451566, 0.906424, 1.139125, 1.067716, 0.940714, 0.698201, 1.016836, 0.647084, 0.900353, 1.292888]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.083


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [128, 3, 384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
