class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_key_states_2:
	name = "in_2"
	original_name = "key_states_2"
	shape = [1, 2, 256, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.160


class Program_weight_tensor_meta_query_states_2:
	name = "in_3"
	original_name = "query_states_2"
	shape = [1, 2, 4096, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.030
	std = 0.157


class Program_weight_tensor_meta_value_states_2:
	name = "in_4"
	original_name = "value_states_2"
	shape = [1, 2, 256, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.152
