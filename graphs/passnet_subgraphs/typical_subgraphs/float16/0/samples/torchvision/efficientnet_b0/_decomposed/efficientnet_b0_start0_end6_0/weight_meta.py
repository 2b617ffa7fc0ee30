class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.084


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [0.020893, 0.010564, 0.008354, 0.018097, -0.011329, -0.021949, 0.005635, -0.015786, -0.009408, -0.024973, -0.013739, 0.004204, -0.011551, -0.044736, 0.030358, -0.019832, 0.015306, 0.018178, 0.008528, 0.031896, -0.011772, 0.016907, -0.018286, 0.002109, -0.005725, 0.001759, 0.004967, -0.007656, 0.065431, 0.010103, -0.015104, 0.005208]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.033
	std = 0.290
	min_val = 0
	data = [1.291527, 1.251402, 1.228596, 1.393675, 0.703192, 1.357646, 1.254434, 0.882610, 1.432063, 0.588599, 1.100497, 0.895178, 0.842421, 0.562440, 0.823873, 1.359208, 1.075261, 0.684702, 1.103220, 1.422424, 0.818831, 1.280417, 1.240314, 0.639403, 0.890682, 0.978436, 0.833419, 0.566102, 0.840667, 1.378056, 0.856711, 1.482253]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [0.004036, -0.000947, 0.016437, -0.009039, -0.003716, -0.027262, 0.027734, -0.026809, -0.005280, -0.004806, -0.015449, 0.008584, -0.006803, 0.007148, 0.005236, 0.034242, -0.004536, -0.032294, 0.049076, 0.002403, -0.024601, -0.025370, 0.007658, -0.003844, -0.000702, -0.047075, 0.030810, 0.005207, 0.001022, 0.036086, -0.003947, 0.015454]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.288
	min_val = 0
	data = [1.358617, 0.885632, 1.217522, 1.065841, 0.743841, 1.005190, 0.613110, 0.661272, 1.260389, 0.598018, 1.066367, 0.572553, 1.255160, 1.403125, 1.025878, 1.064832, 1.102291, 1.457745, 0.818848, 1.407507, 1.420384, 0.644984, 1.010972, 1.310585, 1.141794, 0.610735, 1.263386, 0.713527, 0.637949, 1.117535, 0.712840, 0.842467]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
