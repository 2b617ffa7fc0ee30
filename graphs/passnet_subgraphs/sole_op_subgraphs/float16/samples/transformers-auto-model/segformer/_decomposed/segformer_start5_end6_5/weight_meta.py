class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925, -0.001323, -0.007167, -0.031231, -0.007093, 0.021621, 0.002630, 0.031471, 0.015629, -0.021573, -0.014418, 0.029416, 0.005513, 0.013336, -0.019888, -0.023787, -0.023919]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_q_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [1, 16384, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 1.005
