class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_ln_1_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_ln_1_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_ln_1_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_ln_1_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_2"
	original_name = "hidden_states_1"
	shape = [1, 16, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.028
