class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_h_modules_0_modules_ln_1_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_h_modules_0_modules_ln_1_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [2, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.028
