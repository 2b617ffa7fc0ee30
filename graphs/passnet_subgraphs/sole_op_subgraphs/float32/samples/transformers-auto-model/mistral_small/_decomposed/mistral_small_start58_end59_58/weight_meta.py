class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_0"
	original_name = "hidden_states_2"
	shape = [1, 128, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 1.000
