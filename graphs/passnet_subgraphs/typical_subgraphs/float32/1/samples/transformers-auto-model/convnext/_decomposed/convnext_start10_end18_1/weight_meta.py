class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_parameters_layer_scale_parameter_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_parameters_layer_scale_parameter_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_dwconv_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_dwconv_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_dwconv_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_dwconv_parameters_weight_"
	shape = [96, 1, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layernorm_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layernorm_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layernorm_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layernorm_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_pwconv1_parameters_weight_"
	shape = [384, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_features_2:
	name = "in_7"
	original_name = "features_2"
	shape = [4, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.998


class Program_weight_tensor_meta_features_8:
	name = "in_8"
	original_name = "features_8"
	shape = [4, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.046
