class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_11_modules_mlp_modules_c_proj_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.004


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_ln_f_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_ln_f_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_91:
	name = "in_4"
	original_name = "hidden_states_91"
	shape = [4, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.322


class Program_weight_tensor_meta_hidden_states_94:
	name = "in_5"
	original_name = "hidden_states_94"
	shape = [4, 32, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.102
	std = 0.300
