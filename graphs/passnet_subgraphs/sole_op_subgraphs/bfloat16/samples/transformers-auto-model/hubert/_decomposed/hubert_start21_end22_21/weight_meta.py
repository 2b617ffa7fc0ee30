class Program_weight_tensor_meta_L_self_modules_encoder_modules_pos_conv_embed_modules_conv_modules_parametrizations_modules_weight_parameters_original0_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_pos_conv_embed_modules_conv_modules_parametrizations_modules_weight_parameters_original0_"
	shape = [1, 1, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.414
	std = 0.003


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pos_conv_embed_modules_conv_modules_parametrizations_modules_weight_parameters_original1_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_pos_conv_embed_modules_conv_modules_parametrizations_modules_weight_parameters_original1_"
	shape = [768, 48, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.007
