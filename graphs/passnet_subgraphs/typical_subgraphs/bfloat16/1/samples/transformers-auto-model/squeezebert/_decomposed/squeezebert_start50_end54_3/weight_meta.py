class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_post_attention_modules_layernorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_post_attention_modules_layernorm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_post_attention_modules_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_post_attention_modules_layernorm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_hidden_states:
	name = "in_2"
	original_name = "hidden_states"
	shape = [4, 768, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 1.003


class Program_weight_tensor_meta_x_6:
	name = "in_3"
	original_name = "x_6"
	shape = [4, 768, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.090
