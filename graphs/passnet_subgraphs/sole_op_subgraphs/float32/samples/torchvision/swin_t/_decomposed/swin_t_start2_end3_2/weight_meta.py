class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_2_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_0_modules_2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_2_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_0_modules_2_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_input_2:
	name = "in_0"
	original_name = "input_2"
	shape = [1, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.034
	std = 0.338
