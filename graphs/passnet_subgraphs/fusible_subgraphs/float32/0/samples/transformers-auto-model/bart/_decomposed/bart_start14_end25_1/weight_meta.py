class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.994


class Program_weight_tensor_meta_key_states:
	name = "in_3"
	original_name = "key_states"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.634


class Program_weight_tensor_meta_query_states:
	name = "in_4"
	original_name = "query_states"
	shape = [1, 16, 16, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.632
