class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_weight_"
	shape = [384, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_features_14:
	name = "in_2"
	original_name = "features_14"
	shape = [2, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 1.005
