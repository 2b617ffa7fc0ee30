class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.120


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.016
	data = [0.003055, 0.002141, -0.001469, -0.003393, 0.008611, 0.021150, 0.003241, 0.013594, 0.020248, 0.040952, 0.010270, -0.008943, -0.000929, 0.009632, -0.020437, -0.024707]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.876
	std = 0.274
	min_val = 0
	data = [0.647541, 0.708168, 1.388313, 0.805472, 1.268842, 1.039453, 0.554146, 1.269368, 1.054503, 0.695672, 1.087624, 0.810702, 0.716327, 0.844640, 0.591068, 0.535438]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [16, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.017
	std = 0.111


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.017
	data = [-0.022703, 0.011338, -0.005810, -0.021208, -0.020926, -0.000477, 0.005810, -0.014558, -0.004744, 0.004926, 0.029213, -0.031744, -0.005460, -0.008010, -0.001082, 0.030640]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.303
	min_val = 0
	data = [0.847357, 0.504941, 1.457918, 0.957037, 0.855264, 0.954680, 0.783399, 1.051834, 1.371204, 1.174542, 1.123894, 0.770515, 1.276992, 1.497526, 0.573137, 0.716830]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
