class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.023
	data = [0.001022, 0.003576, -0.012806, -0.035890, 0.005443, -0.029766, 0.014269, -0.015422, 0.020133, -0.034821, -0.029985, 0.016889, -0.014016, 0.004211, -0.030853, 0.004067, -0.021978, 0.026324, 0.008606, 0.054724, -0.037836, 0.018950, -0.014112, -0.036420, 0.025998, -0.016708, 0.004793, 0.010759, 0.021000, 0.025785, -0.027762, -0.009427]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.942
	std = 0.306
	min_val = 0
	data = [1.159374, 1.410168, 0.817907, 1.482240, 1.242383, 0.600964, 0.769862, 0.737866, 1.198218, 1.308460, 0.680406, 0.755351, 0.505485, 0.541898, 0.823952, 1.044059, 0.544668, 1.212970, 1.264387, 1.009236, 1.480555, 1.371710, 1.035667, 1.026663, 0.998685, 0.518983, 0.717131, 0.591717, 0.529634, 0.893826, 1.027626, 0.836764]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.016
	data = [0.022949, 0.003429, -0.017499, 0.002386, 0.007347, -0.008584, -0.014728, -0.026959, -0.029831, -0.031573, -0.013281, -0.006334, 0.002728, -0.006046, 0.015243, 0.009522]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.900
	std = 0.275
	min_val = 0
	data = [1.349072, 1.098057, 0.783087, 0.893754, 0.831918, 0.655670, 0.639255, 0.604438, 1.405736, 1.282766, 0.854087, 0.754909, 0.560403, 0.728396, 1.172066, 0.789057]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.013
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.033
	std = 0.490


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.356


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.969
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_"
	shape = [96, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.142


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020
	data = [-0.010067, 0.013094, -0.012171, 0.017801, 0.022419, 0.017746, -0.029745, -0.003834, -0.014771, -0.005402, 0.003875, -0.010263, -0.006736, -0.024315, -0.009497, 0.028371, -0.014544, -0.015946, 0.020052, -0.022003, 0.057699, -0.034269, -0.017900, -0.019269, -0.007393, 0.022501, 0.009053, 0.000049, 0.000665, 0.013685, -0.033773, -0.014531]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.258
	min_val = 0
	data = [0.686073, 0.707390, 1.253427, 1.031204, 0.699975, 1.272007, 0.955141, 1.196799, 0.980490, 0.614468, 1.489625, 0.962741, 0.702151, 1.329330, 1.357776, 1.219377, 0.904600, 0.760777, 1.155184, 1.090205, 0.559562, 1.242851, 1.290074, 1.262040, 0.672128, 1.202884, 0.824787, 1.023438, 0.945468, 0.786437, 0.776122, 1.266806]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.086


class Program_weight_tensor_meta_x:
	name = "in_20"
	original_name = "x"
	shape = [4, 3, 225, 225]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.496
	std = 0.291
