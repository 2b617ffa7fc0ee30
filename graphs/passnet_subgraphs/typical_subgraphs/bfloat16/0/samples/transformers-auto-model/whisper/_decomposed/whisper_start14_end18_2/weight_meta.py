class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_1"
	original_name = "hidden_states_2"
	shape = [2, 1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.999


class Program_weight_tensor_meta_transpose:
	name = "in_2"
	original_name = "transpose"
	shape = [2, 6, 1500, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.049
