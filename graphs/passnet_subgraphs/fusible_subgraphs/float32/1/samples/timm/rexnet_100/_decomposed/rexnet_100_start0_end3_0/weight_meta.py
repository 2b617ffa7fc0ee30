class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.008272, 0.017721, -0.009282, 0.004774, 0.018769, 0.029732, 0.005192, -0.005885, -0.020550, -0.009496, -0.025719, 0.002174, 0.017348, 0.020685, 0.002668, -0.028276, 0.011487, -0.001439, -0.032508, 0.024780, 0.023296, -0.039358, 0.011198, -0.017929, 0.009177, 0.013844, -0.007248, 0.006158, 0.006504, -0.027492, 0.030978, 0.004881]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.922
	std = 0.286
	min_val = 0
	data = [0.517788, 0.678112, 0.822646, 0.568355, 1.273430, 0.856018, 1.270081, 0.746950, 0.766487, 1.002674, 1.179028, 0.768710, 1.108699, 0.643943, 0.801013, 1.482316, 0.906908, 0.894470, 0.802539, 1.286173, 0.587771, 1.418260, 0.509751, 0.630237, 0.580305, 0.952856, 0.792326, 1.155166, 1.254261, 1.327629, 0.727073, 1.203772]


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
	mean = -0.005
	std = 0.084


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
