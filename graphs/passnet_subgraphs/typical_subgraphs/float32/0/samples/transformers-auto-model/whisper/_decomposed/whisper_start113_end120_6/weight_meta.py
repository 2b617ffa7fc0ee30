class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_key_states_3:
	name = "in_2"
	original_name = "key_states_3"
	shape = [1, 6, 1500, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.013
	std = 0.386


class Program_weight_tensor_meta_query_states_3:
	name = "in_3"
	original_name = "query_states_3"
	shape = [1, 6, 1500, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.048


class Program_weight_tensor_meta_value_states_3:
	name = "in_4"
	original_name = "value_states_3"
	shape = [1, 6, 1500, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.393
