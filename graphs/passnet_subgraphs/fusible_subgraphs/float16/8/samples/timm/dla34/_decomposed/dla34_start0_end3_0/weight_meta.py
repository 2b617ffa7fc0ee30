class Program_weight_tensor_meta_L_self_modules_base_layer_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_base_layer_modules_0_parameters_weight_"
	shape = [16, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.052


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_base_layer_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.016
	data = [0.008086, -0.026151, -0.001055, 0.015432, -0.016237, 0.000449, 0.013801, 0.006817, -0.009351, -0.017779, -0.010229, 0.020363, 0.013953, 0.027374, 0.018725, 0.023287]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_base_layer_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.973
	std = 0.295
	min_val = 0
	data = [0.872802, 1.160910, 0.862247, 0.613489, 0.658188, 1.108343, 1.026582, 0.544391, 1.100827, 1.150615, 1.449007, 0.881352, 1.347718, 0.776728, 1.431339, 0.590995]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_base_layer_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_base_layer_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [128, 3, 384, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.501
	std = 0.289
