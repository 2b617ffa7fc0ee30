class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.025
	data = [0.016448, 0.018814, -0.044162, 0.008381, -0.004972, -0.026905, -0.005998, -0.043886, -0.006077, -0.004184, 0.013650, -0.002589, 0.024286, 0.049790, -0.014906, -0.034318, 0.027345, 0.044026, 0.002817, 0.014435, 0.029343, -0.029081, -0.032674, -0.014831, 0.021162, -0.031905, 0.012558, -0.030845, 0.004398, 0.017571, -0.001088, -0.008962]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [32, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_hidden_states_23:
	name = "in_2"
	original_name = "hidden_states_23"
	shape = [2, 3136, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 1.001


class Program_weight_tensor_meta_hidden_states_30:
	name = "in_3"
	original_name = "hidden_states_30"
	shape = [2, 3136, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.011
