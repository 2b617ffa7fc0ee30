class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [1536, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [16, 4096, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.998
