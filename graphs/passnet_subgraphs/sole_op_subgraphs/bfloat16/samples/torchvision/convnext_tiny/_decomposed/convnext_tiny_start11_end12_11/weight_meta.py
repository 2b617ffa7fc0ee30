class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_parameters_layer_scale_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_0_parameters_layer_scale_"
	shape = [96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_input_8:
	name = "in_0"
	original_name = "input_8"
	shape = [1, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.045
