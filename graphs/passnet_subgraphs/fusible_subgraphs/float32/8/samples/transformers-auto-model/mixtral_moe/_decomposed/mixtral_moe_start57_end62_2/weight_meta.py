class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_cos_2:
	name = "in_1"
	original_name = "cos_2"
	shape = [1, 4096, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.821
	std = 0.463


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [16, 4096, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.988


class Program_weight_tensor_meta_sin_2:
	name = "in_3"
	original_name = "sin_2"
	shape = [1, 4096, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.109
	std = 0.316
