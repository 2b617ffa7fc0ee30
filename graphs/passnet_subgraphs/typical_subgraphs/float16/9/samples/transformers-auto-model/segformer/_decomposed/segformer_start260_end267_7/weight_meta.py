class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_key_states_6:
	name = "in_2"
	original_name = "key_states_6"
	shape = [1, 8, 256, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.034
	std = 0.317


class Program_weight_tensor_meta_query_states_6:
	name = "in_3"
	original_name = "query_states_6"
	shape = [1, 8, 256, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.046
	std = 0.318


class Program_weight_tensor_meta_value_states_6:
	name = "in_4"
	original_name = "value_states_6"
	shape = [1, 8, 256, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.310
