class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.004


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_h_modules_0_modules_ln_2_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_ln_2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_h_modules_0_modules_ln_2_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
	shape = [3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_6"
	original_name = "hidden_states_1"
	shape = [2, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.028


class Program_weight_tensor_meta_key:
	name = "in_7"
	original_name = "key"
	shape = [2, 1, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.549


class Program_weight_tensor_meta_query_1:
	name = "in_8"
	original_name = "query_1"
	shape = [2, 12, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.552


class Program_weight_tensor_meta_value:
	name = "in_9"
	original_name = "value"
	shape = [2, 1, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.554
