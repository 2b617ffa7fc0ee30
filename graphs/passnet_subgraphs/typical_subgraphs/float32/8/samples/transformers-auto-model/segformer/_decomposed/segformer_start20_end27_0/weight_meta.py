class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018
	data = [-0.000787, -0.016029, -0.009911, -0.007230, 0.011702, -0.023120, -0.002867, -0.003895, -0.001711, 0.027890, 0.011938, -0.009657, -0.007322, -0.026541, 0.033906, 0.041310, -0.004679, 0.014146, 0.011601, 0.005366, -0.041179, 0.010680, -0.010708, -0.017273, -0.000470, 0.023433, 0.007974, -0.003974, -0.023119, -0.006333, 0.018806, -0.022939]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_key_states:
	name = "in_2"
	original_name = "key_states"
	shape = [32, 1, 256, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.016
	std = 0.117


class Program_weight_tensor_meta_query_states:
	name = "in_3"
	original_name = "query_states"
	shape = [32, 1, 16384, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.111


class Program_weight_tensor_meta_value_states:
	name = "in_4"
	original_name = "value_states"
	shape = [32, 1, 256, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.016
	std = 0.116
