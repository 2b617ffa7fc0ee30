class Program_weight_tensor_meta_L_self_modules_level0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_level0_modules_0_parameters_weight_"
	shape = [16, 16, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.119


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_level0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.020
	data = [0.007485, -0.006476, 0.012263, -0.002914, -0.023960, 0.036596, -0.031739, -0.016682, 0.018047, -0.004499, 0.009827, 0.029665, 0.021519, 0.006055, 0.031958, -0.007476]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_level0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.824
	std = 0.169
	min_val = 0
	data = [0.847071, 0.752068, 1.020248, 0.744607, 0.768869, 0.693054, 0.809893, 1.034747, 0.743454, 0.681456, 0.634441, 0.528290, 1.083052, 0.905544, 1.119956, 0.817725]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_level0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_level0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_level0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [128, 16, 384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.141
	std = 0.209
