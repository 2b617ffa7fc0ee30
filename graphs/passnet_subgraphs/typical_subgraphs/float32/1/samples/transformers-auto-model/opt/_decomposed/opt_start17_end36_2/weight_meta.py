class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states:
	name = "in_6"
	original_name = "hidden_states"
	shape = [4, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.028


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_7"
	original_name = "hidden_states_1"
	shape = [4, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.994


class Program_weight_tensor_meta_query_states_1:
	name = "in_8"
	original_name = "query_states_1"
	shape = [4, 12, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.068
