class Program_weight_tensor_meta_L_args_0_modules_norm_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_add_25:
	name = "in_1"
	original_name = "add_25"
	shape = [4, 32, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.122
	std = 0.018


class Program_weight_tensor_meta_hidden_states_32:
	name = "in_2"
	original_name = "hidden_states_32"
	shape = [4, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.349
