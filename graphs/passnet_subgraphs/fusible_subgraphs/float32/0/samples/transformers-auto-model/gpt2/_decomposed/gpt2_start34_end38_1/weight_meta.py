class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.004


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_2"
	original_name = "hidden_states_1"
	shape = [2, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_view_6:
	name = "in_3"
	original_name = "view_6"
	shape = [64, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.208
