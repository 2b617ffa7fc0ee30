class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.007


class Program_weight_tensor_meta_hidden_states_8:
	name = "in_2"
	original_name = "hidden_states_8"
	shape = [1, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 1.000


class Program_weight_tensor_meta_keys_2:
	name = "in_3"
	original_name = "keys_2"
	shape = [1, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.199


class Program_weight_tensor_meta_queries_2:
	name = "in_4"
	original_name = "queries_2"
	shape = [1, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.209
