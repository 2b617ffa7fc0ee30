class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_before_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_before_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_before_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_before_parameters_weight_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.003
	std = 0.020


class Program_weight_tensor_meta_patches_4:
	name = "in_0"
	original_name = "patches_4"
	shape = [4, 256, 144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.002
