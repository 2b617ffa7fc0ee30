class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_3_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_3_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_3_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_3_parameters_weight_"
	shape = [384, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_input_4:
	name = "in_0"
	original_name = "input_4"
	shape = [1, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.005
