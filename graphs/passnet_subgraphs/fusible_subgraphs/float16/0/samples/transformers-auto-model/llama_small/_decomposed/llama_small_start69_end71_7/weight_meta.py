class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_1"
	original_name = "hidden_states_6"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.015
	std = 1.001
