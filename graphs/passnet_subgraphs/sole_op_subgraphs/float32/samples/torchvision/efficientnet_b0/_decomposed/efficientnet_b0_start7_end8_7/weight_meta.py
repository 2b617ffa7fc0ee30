class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.025
	data = [-0.009168, -0.006720, -0.031400, 0.024630, 0.027893, 0.023422, 0.008670, -0.034685]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc1_parameters_weight_"
	shape = [8, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.473


class Program_weight_tensor_meta_scale:
	name = "in_0"
	original_name = "scale"
	shape = [1, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019
