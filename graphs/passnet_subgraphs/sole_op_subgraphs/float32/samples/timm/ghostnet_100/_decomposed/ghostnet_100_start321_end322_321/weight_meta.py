class Program_weight_tensor_meta_L_self_modules_classifier_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_classifier_parameters_bias_"
	shape = [1000]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_classifier_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_classifier_parameters_weight_"
	shape = [1000, 1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.016


class Program_weight_tensor_meta_x_73:
	name = "in_0"
	original_name = "x_73"
	shape = [1, 1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.017
