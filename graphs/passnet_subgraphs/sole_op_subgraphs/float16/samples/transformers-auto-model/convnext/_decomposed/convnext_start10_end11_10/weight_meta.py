class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_parameters_layer_scale_parameter_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_parameters_layer_scale_parameter_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_features_8:
	name = "in_0"
	original_name = "features_8"
	shape = [1, 56, 56, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.046
