class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_0_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_0_parameters_weight_"
	shape = [64, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.271


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
