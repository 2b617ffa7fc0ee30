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


class Program_weight_tensor_meta_L_self_modules_level1_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_level1_modules_0_parameters_weight_"
	shape = [32, 16, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.082


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_level1_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [0.026901, -0.032424, -0.007774, 0.012223, -0.003311, -0.016025, -0.002390, -0.022340, 0.007905, 0.022589, -0.024628, -0.041059, -0.045275, -0.017993, 0.039541, -0.003499, 0.015755, -0.020889, 0.008726, 0.016923, -0.026534, -0.001781, -0.003987, 0.017936, -0.018948, 0.018716, 0.035578, -0.011881, 0.017117, -0.003140, -0.010329, -0.003761]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_level1_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.082
	std = 0.290
	min_val = 0
	data = [1.097846, 0.949385, 1.294907, 0.942081, 1.366713, 1.486835, 0.905140, 0.720167, 0.871255, 1.445944, 0.553396, 1.133832, 1.157469, 1.257477, 0.603116, 1.314300, 1.121285, 0.751980, 0.565582, 1.052155, 1.420591, 1.438705, 1.179327, 1.447146, 1.334012, 1.117624, 0.882987, 1.267704, 1.495226, 0.632649, 0.868014, 0.941017]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_level1_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_level1_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_level2_modules_project_modules_0_parameters_weight_"
	shape = [64, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.178


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_level2_modules_project_modules_1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_level2_modules_project_modules_1_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.298
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_level2_modules_project_modules_1_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_level2_modules_project_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_level2_modules_project_modules_1_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_L_x_:
	name = "in_20"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
