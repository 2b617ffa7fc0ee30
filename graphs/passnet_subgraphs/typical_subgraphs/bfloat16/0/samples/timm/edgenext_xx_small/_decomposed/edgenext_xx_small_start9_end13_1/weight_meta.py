class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.026
	data = [-0.022309, 0.043828, 0.002315, 0.015546, -0.021842, -0.001222, -0.029855, -0.035288, -0.015289, 0.004817, 0.003329, -0.044636, 0.027784, -0.010047, 0.033594, -0.020479, 0.033718, -0.024354, 0.015299, 0.023942, -0.014256, -0.001312, 0.044099, 0.035703]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [24, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_parameters_gamma_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.014
	data = [-0.014029, 0.020735, -0.012072, -0.025574, 0.001860, -0.013321, 0.012162, -0.014599, -0.005192, 0.002368, 0.004880, 0.023293, 0.005773, 0.007733, -0.004020, -0.002358, 0.003845, -0.015442, -0.038006, 0.002615, -0.014085, 0.006295, 0.003149, 0.007708]


class Program_weight_tensor_meta_x_7:
	name = "in_3"
	original_name = "x_7"
	shape = [2, 56, 56, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.042
