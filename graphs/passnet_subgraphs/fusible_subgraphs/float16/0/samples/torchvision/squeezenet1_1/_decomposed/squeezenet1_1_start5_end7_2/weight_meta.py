class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_"
	shape = [64, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.020
	std = 0.356


class Program_weight_tensor_meta_x:
	name = "in_2"
	original_name = "x"
	shape = [2, 16, 55, 55]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.632
	std = 0.914
