class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.017
	data = [-0.022703, 0.011338, -0.005810, -0.021208, -0.020926, -0.000477, 0.005810, -0.014558, -0.004744, 0.004926, 0.029213, -0.031744, -0.005460, -0.008010, -0.001082, 0.030640]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.303
	min_val = 0
	data = [0.847357, 0.504941, 1.457918, 0.957037, 0.855264, 0.954680, 0.783399, 1.051834, 1.371204, 1.174542, 1.123894, 0.770515, 1.276992, 1.497526, 0.573137, 0.716830]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_input_4:
	name = "in_0"
	original_name = "input_4"
	shape = [1, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.068
