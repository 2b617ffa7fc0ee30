class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "w_0"
	original_name = "L_args_0_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [2048, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_0"
	original_name = "hidden_states_2"
	shape = [1, 128, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.999
