class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_10:
	name = "in_4"
	original_name = "hidden_states_10"
	shape = [4, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.012
	std = 0.447
