class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
	shape = [512, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_2"
	original_name = "hidden_states_3"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.120


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_3"
	original_name = "hidden_states_6"
	shape = [2, 32, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.077
	std = 0.248
