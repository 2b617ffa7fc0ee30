class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_parameters_layer_scale_parameter_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_parameters_layer_scale_parameter_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_dwconv_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_dwconv_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_dwconv_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_dwconv_parameters_weight_"
	shape = [192, 1, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layernorm_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layernorm_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layernorm_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_layernorm_parameters_weight_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_pwconv1_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_pwconv1_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_pwconv1_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_1_modules_pwconv1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_features_33:
	name = "in_7"
	original_name = "features_33"
	shape = [2, 192, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.038
	std = 0.414


class Program_weight_tensor_meta_features_39:
	name = "in_8"
	original_name = "features_39"
	shape = [2, 28, 28, 192]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.087
