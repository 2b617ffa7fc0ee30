class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.016
	data = [0.003055, 0.002141, -0.001469, -0.003393, 0.008611, 0.021150, 0.003241, 0.013594, 0.020248, 0.040952, 0.010270, -0.008943, -0.000929, 0.009632, -0.020437, -0.024707]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.876
	std = 0.274
	min_val = 0
	data = [0.647541, 0.708168, 1.388313, 0.805472, 1.268842, 1.039453, 0.554146, 1.269368, 1.054503, 0.695672, 1.087624, 0.810702, 0.716327, 0.844640, 0.591068, 0.535438]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [1, 16, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.030
	std = 0.362
