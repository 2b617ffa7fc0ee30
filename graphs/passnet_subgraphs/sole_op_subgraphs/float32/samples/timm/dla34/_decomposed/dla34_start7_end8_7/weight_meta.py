class Program_weight_tensor_meta_L_self_modules_level1_modules_1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_level1_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [0.026901, -0.032424, -0.007774, 0.012223, -0.003311, -0.016025, -0.002390, -0.022340, 0.007905, 0.022589, -0.024628, -0.041059, -0.045275, -0.017993, 0.039541, -0.003499, 0.015755, -0.020889, 0.008726, 0.016923, -0.026534, -0.001781, -0.003987, 0.017936, -0.018948, 0.018716, 0.035578, -0.011881, 0.017117, -0.003140, -0.010329, -0.003761]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_level1_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.082
	std = 0.290
	min_val = 0
	data = [1.097846, 0.949385, 1.294907, 0.942081, 1.366713, 1.486835, 0.905140, 0.720167, 0.871255, 1.445944, 0.553396, 1.133832, 1.157469, 1.257477, 0.603116, 1.314300, 1.121285, 0.751980, 0.565582, 1.052155, 1.420591, 1.438705, 1.179327, 1.447146, 1.334012, 1.117624, 0.882987, 1.267704, 1.495226, 0.632649, 0.868014, 0.941017]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_level1_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_level1_modules_1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_level1_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_input_7:
	name = "in_0"
	original_name = "input_7"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.231
