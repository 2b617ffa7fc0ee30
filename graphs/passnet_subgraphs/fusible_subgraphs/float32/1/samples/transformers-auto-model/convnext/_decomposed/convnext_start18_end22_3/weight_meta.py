class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv2_parameters_weight_"
	shape = [96, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_parameters_layer_scale_parameter_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_parameters_layer_scale_parameter_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_features_11:
	name = "in_3"
	original_name = "features_11"
	shape = [4, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.998


class Program_weight_tensor_meta_features_16:
	name = "in_4"
	original_name = "features_16"
	shape = [4, 56, 56, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.098
