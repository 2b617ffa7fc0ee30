class Program_weight_tensor_meta_L_self_modules_final_linear_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_final_linear_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.016
	data = [0.024991, 0.004065, -0.006224, -0.008471, 0.005825, 0.018313, 0.015992, -0.023688, 0.001631, -0.004908, 0.010880, 0.017493, 0.003829, -0.011133, -0.028349, -0.017808, 0.013387, -0.017936, -0.021382, -0.009612, 0.007208, 0.002807, -0.027159, -0.016211, 0.003117, 0.022894, -0.012049, 0.016248, 0.010934, -0.013204, 0.027809, -0.005803]


class Program_weight_tensor_meta_L_self_modules_final_linear_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_final_linear_parameters_weight_"
	shape = [32, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_add_15:
	name = "in_2"
	original_name = "add_15"
	shape = [2, 256, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 1.093
