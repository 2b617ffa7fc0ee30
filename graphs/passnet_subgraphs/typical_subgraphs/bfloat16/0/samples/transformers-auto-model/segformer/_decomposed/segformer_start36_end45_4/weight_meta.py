class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [0.011684, 0.021009, 0.025712, -0.032330, -0.015379, -0.024409, 0.011463, 0.013984, 0.005021, 0.005569, -0.001893, 0.032209, -0.002433, -0.027883, -0.018096, -0.006934, 0.014099, 0.000611, -0.017085, 0.010776, -0.010530, -0.026641, 0.030903, 0.008173, -0.041093, 0.010518, 0.011989, -0.008156, 0.009060, -0.007836, 0.042807, -0.004124]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [32, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_attention_modules_q_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_attention_modules_q_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.025
	data = [-0.027137, -0.015308, -0.004181, -0.005304, -0.015557, 0.028145, -0.059553, -0.002884, -0.016999, -0.005957, 0.042585, 0.010055, -0.017742, 0.039948, -0.033968, -0.013440, -0.015234, -0.038291, -0.022435, -0.012071, -0.048379, -0.018341, 0.014037, -0.015122, 0.007527, 0.022559, 0.000438, 0.029875, -0.043852, -0.002181, -0.031379, 0.011162]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_attention_modules_q_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layernorm_before_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.017
	data = [0.009948, 0.005370, 0.029538, 0.007096, 0.032494, 0.011868, -0.034508, -0.012440, -0.000125, 0.017904, -0.000154, 0.000903, 0.011587, -0.031650, -0.011756, -0.002280, 0.014029, -0.011112, -0.007634, -0.000885, 0.010392, 0.015202, -0.020585, -0.025008, -0.002274, -0.012280, 0.017060, 0.003102, 0.022118, 0.021889, 0.011405, 0.015527]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layernorm_before_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020
	data = [0.998032, 1.009709, 1.014151, 1.000861, 0.991211, 0.986478, 1.034778, 0.981154, 0.978707, 0.995406, 0.974872, 1.011140, 1.003152, 1.020541, 1.024586, 0.999976, 0.963809, 1.013851, 1.023964, 1.026334, 0.993034, 1.024150, 0.987043, 1.010530, 0.980984, 0.957088, 1.007654, 0.991805, 0.985228, 1.033105, 1.010407, 0.995348]


class Program_weight_tensor_meta_hidden_states_11:
	name = "in_6"
	original_name = "hidden_states_11"
	shape = [2, 3136, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.023


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_7"
	original_name = "hidden_states_6"
	shape = [2, 3136, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.998
