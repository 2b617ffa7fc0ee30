class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_block_modules_5_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_block_modules_5_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_modules_block_modules_5_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_1_modules_block_modules_5_parameters_weight_"
	shape = [96, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_1_parameters_layer_scale_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_1_parameters_layer_scale_"
	shape = [96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_input_13:
	name = "in_3"
	original_name = "input_13"
	shape = [4, 56, 56, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.011
	std = 0.100
