class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_11:
	name = "in_2"
	original_name = "hidden_states_11"
	shape = [1, 16, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 1.001


class Program_weight_tensor_meta_key_states_2:
	name = "in_3"
	original_name = "key_states_2"
	shape = [1, 16, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.635


class Program_weight_tensor_meta_query_states_1:
	name = "in_4"
	original_name = "query_states_1"
	shape = [1, 16, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.017
	std = 0.638
