class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.120


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.023
	data = [0.028831, 0.005092, -0.026888, 0.014775, -0.015128, 0.044631, 0.001435, -0.027339, -0.032396, -0.024908, -0.022000, -0.005329, 0.000093, -0.035860, -0.010527, 0.001764]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.945
	std = 0.287
	min_val = 0
	data = [0.922775, 1.026673, 1.481208, 1.163309, 0.742705, 0.529623, 0.645622, 0.592504, 1.287818, 0.857185, 1.280593, 1.063915, 0.592704, 0.825939, 1.208344, 0.891566]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
