class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.007


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_2"
	original_name = "hidden_states_1"
	shape = [1, 50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.999


class Program_weight_tensor_meta_keys:
	name = "in_3"
	original_name = "keys"
	shape = [1, 50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.207


class Program_weight_tensor_meta_queries:
	name = "in_4"
	original_name = "queries"
	shape = [1, 50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.209
