class Program_weight_tensor_meta_L_self_modules_base_layer_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_base_layer_modules_0_parameters_weight_"
	shape = [16, 3, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.052


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_base_layer_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.016
	data = [0.008086, -0.026151, -0.001055, 0.015432, -0.016237, 0.000449, 0.013801, 0.006817, -0.009351, -0.017779, -0.010229, 0.020363, 0.013953, 0.027374, 0.018725, 0.023287]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_base_layer_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.295
	min_val = 0
	data = [0.872802, 1.160910, 0.862247, 0.613489, 0.658188, 1.108343, 1.026582, 0.544391, 1.100827, 1.150615, 1.449007, 0.881352, 1.347718, 0.776728, 1.431339, 0.590995]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_base_layer_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_base_layer_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_base_layer_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_level0_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_level0_modules_0_parameters_weight_"
	shape = [16, 16, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.119


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_level0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.020
	data = [0.007485, -0.006476, 0.012263, -0.002914, -0.023960, 0.036596, -0.031739, -0.016682, 0.018047, -0.004499, 0.009827, 0.029665, 0.021519, 0.006055, 0.031958, -0.007476]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_level0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.824
	std = 0.169
	min_val = 0
	data = [0.847071, 0.752068, 1.020248, 0.744607, 0.768869, 0.693054, 0.809893, 1.034747, 0.743454, 0.681456, 0.634441, 0.528290, 1.083052, 0.905544, 1.119956, 0.817725]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_level0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_level0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.501
	std = 0.289
