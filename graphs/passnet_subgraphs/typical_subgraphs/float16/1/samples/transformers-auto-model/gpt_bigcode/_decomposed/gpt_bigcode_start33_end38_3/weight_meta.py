class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.004


class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_"
	shape = [896]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_"
	shape = [896, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_ln_1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_h_modules_1_modules_ln_1_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_h_modules_1_modules_ln_1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_h_modules_1_modules_ln_1_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_6"
	original_name = "hidden_states_3"
	shape = [4, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.042


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_7"
	original_name = "hidden_states_6"
	shape = [4, 32, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.104
	std = 0.304
