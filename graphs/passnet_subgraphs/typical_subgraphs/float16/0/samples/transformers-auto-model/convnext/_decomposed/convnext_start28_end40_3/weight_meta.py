class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_parameters_layer_scale_parameter_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_parameters_layer_scale_parameter_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_0_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_downsampling_layer_modules_1_parameters_weight_"
	shape = [192, 96, 2, 2]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_"
	shape = [192, 1, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_parameters_weight_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_pwconv1_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_pwconv1_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_pwconv1_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_pwconv1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_features_20:
	name = "in_11"
	original_name = "features_20"
	shape = [2, 96, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.998


class Program_weight_tensor_meta_features_26:
	name = "in_12"
	original_name = "features_26"
	shape = [2, 56, 56, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.038
