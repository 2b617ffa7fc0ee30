class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_key_states_25:
	name = "in_2"
	original_name = "key_states_25"
	shape = [1, 16, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.638


class Program_weight_tensor_meta_query_states_12:
	name = "in_3"
	original_name = "query_states_12"
	shape = [1, 16, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.640


class Program_weight_tensor_meta_value_states_25:
	name = "in_4"
	original_name = "value_states_25"
	shape = [1, 16, 8, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.633
