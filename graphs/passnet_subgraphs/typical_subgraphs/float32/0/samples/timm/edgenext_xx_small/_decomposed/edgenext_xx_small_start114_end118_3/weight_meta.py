class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [192, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [-0.015853, 0.000678, -0.029451, -0.030846, 0.031508, 0.015219, -0.015969, 0.021282, -0.006699, 0.019995, 0.008502, 0.012757, 0.005518, -0.024331, 0.005250, 0.009653, -0.024247, 0.002838, -0.029165, 0.051317, -0.023457, 0.016511, -0.030969, -0.023392, 0.034923, 0.014214, 0.007318, -0.041899, -0.006495, -0.023523, 0.000723, -0.033691, -0.005892, -0.006100, 0.004024, 0.006693, 0.019012, -0.033132, 0.015354, -0.013014, -0.023412, -0.023223, 0.001844, 0.002676, 0.016202, -0.001791, 0.034784, 0.020509]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [48, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_x_48:
	name = "in_4"
	original_name = "x_48"
	shape = [1, 28, 28, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 1.001
