class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [0.011684, 0.021009, 0.025712, -0.032330, -0.015379, -0.024409, 0.011463, 0.013984, 0.005021, 0.005569, -0.001893, 0.032209, -0.002433, -0.027883, -0.018096, -0.006934, 0.014099, 0.000611, -0.017085, 0.010776, -0.010530, -0.026641, 0.030903, 0.008173, -0.041093, 0.010518, 0.011989, -0.008156, 0.009060, -0.007836, 0.042807, -0.004124]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_13:
	name = "in_2"
	original_name = "hidden_states_13"
	shape = [2, 3136, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.011


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_3"
	original_name = "hidden_states_6"
	shape = [2, 3136, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.998
