class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [0.003944, -0.002555, 0.040725, -0.036292, -0.012577, -0.013653, -0.000929, 0.026536, 0.037227, 0.012384, -0.003848, 0.001279, -0.011645, -0.007151, 0.001722, 0.021866, -0.000211, -0.001279, -0.004022, -0.007683, -0.004896, 0.024448, -0.000549, -0.026429, 0.014029, -0.010936, 0.034094, 0.024852, -0.016145, 0.002725, 0.044868, 0.007535]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.303
	min_val = 0
	data = [0.838750, 1.398871, 0.830568, 1.167658, 0.618874, 1.261725, 0.673479, 0.955704, 1.431352, 0.643662, 1.471242, 0.585002, 0.630635, 0.989879, 0.905477, 0.759080, 0.941701, 0.966116, 1.478268, 1.289036, 0.828068, 1.489808, 0.677600, 0.845493, 0.661062, 1.316441, 0.622069, 0.757157, 0.928640, 1.072429, 1.376640, 1.298089]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.488


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.008272, 0.017721, -0.009282, 0.004774, 0.018769, 0.029732, 0.005192, -0.005885, -0.020550, -0.009496, -0.025719, 0.002174, 0.017348, 0.020685, 0.002668, -0.028276, 0.011487, -0.001439, -0.032508, 0.024780, 0.023296, -0.039358, 0.011198, -0.017929, 0.009177, 0.013844, -0.007248, 0.006158, 0.006504, -0.027492, 0.030978, 0.004881]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.922
	std = 0.286
	min_val = 0
	data = [0.517788, 0.678112, 0.822646, 0.568355, 1.273430, 0.856018, 1.270081, 0.746950, 0.766487, 1.002674, 1.179028, 0.768710, 1.108699, 0.643943, 0.801013, 1.482316, 0.906908, 0.894470, 0.802539, 1.286173, 0.587771, 1.418260, 0.509751, 0.630237, 0.580305, 0.952856, 0.792326, 1.155166, 1.254261, 1.327629, 0.727073, 1.203772]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.084


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
