class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_block_modules_0_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_block_modules_0_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_block_modules_0_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_block_modules_0_parameters_weight_"
	shape = [96, 1, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_result_1:
	name = "in_0"
	original_name = "result_1"
	shape = [1, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.998
