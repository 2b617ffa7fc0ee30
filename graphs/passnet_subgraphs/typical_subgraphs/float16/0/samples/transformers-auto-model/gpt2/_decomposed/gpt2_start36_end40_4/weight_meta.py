class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_0_modules_ln_2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_0_modules_ln_2_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_2"
	original_name = "hidden_states_1"
	shape = [2, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_x_3:
	name = "in_3"
	original_name = "x_3"
	shape = [2, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.031
