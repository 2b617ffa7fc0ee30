class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 56, 56, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.086
