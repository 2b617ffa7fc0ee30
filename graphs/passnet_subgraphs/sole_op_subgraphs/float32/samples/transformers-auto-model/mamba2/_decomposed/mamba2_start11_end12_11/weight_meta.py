class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_mixer_modules_in_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_layers_modules_0_modules_mixer_modules_in_proj_parameters_weight_"
	shape = [3352, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.100


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_1"
	original_name = "hidden_states_2"
	shape = [1, 128, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.001
