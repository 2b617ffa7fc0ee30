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


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_layer_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_layer_norm_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.019
	data = [0.008366, 0.014266, 0.007311, -0.016717, -0.038963, 0.036735, -0.008368, -0.002512, -0.028902, 0.000039, 0.026207, -0.010515, -0.000683, 0.029416, 0.045909, 0.024187, 0.001071, -0.007410, 0.005301, 0.003269, -0.015032, 0.005705, 0.008408, 0.023835, -0.001599, 0.024079, 0.037976, 0.030989, 0.004192, 0.000910, 0.003254, -0.001170]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_layer_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_layer_norm_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.003
	std = 0.022
	data = [1.023113, 1.026336, 0.978399, 0.987064, 1.023470, 1.007809, 0.977900, 1.016914, 0.990632, 0.987205, 1.001855, 1.024737, 1.060459, 0.990287, 1.004857, 0.996873, 0.966215, 1.026680, 1.040157, 0.995308, 0.978513, 0.983972, 1.017795, 0.994357, 0.990578, 1.038835, 1.013929, 0.988513, 0.980768, 0.995514, 0.971801, 1.021303]


class Program_weight_tensor_meta_hidden_states_23:
	name = "in_4"
	original_name = "hidden_states_23"
	shape = [2, 3136, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 1.001


class Program_weight_tensor_meta_hidden_states_28:
	name = "in_5"
	original_name = "hidden_states_28"
	shape = [2, 3136, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.021
