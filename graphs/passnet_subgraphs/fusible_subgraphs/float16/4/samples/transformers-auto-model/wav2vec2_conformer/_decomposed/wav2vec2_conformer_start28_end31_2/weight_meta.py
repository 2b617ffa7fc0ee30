class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_hidden_states_18:
	name = "in_2"
	original_name = "hidden_states_18"
	shape = [8, 499, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.013
	std = 0.594


class Program_weight_tensor_meta_hidden_states_24:
	name = "in_3"
	original_name = "hidden_states_24"
	shape = [8, 499, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.363
