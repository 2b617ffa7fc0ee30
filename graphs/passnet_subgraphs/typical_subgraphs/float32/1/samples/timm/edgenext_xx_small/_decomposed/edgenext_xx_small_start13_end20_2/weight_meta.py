class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.017
	data = [-0.013191, 0.003772, -0.008275, 0.009508, 0.002054, -0.009660, -0.005216, 0.009526, -0.011222, -0.008606, -0.006665, -0.030928, -0.000294, 0.024502, 0.031873, -0.032630, -0.001138, 0.012593, 0.005423, -0.013720, -0.021836, 0.033593, -0.017616, 0.011601]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_conv_dw_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [96, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.018
	data = [-0.017539, 0.010446, 0.009240, -0.026585, -0.005919, 0.027428, 0.019477, 0.015311, 0.002535, 0.000111, 0.015887, 0.008143, -0.007218, 0.026205, -0.019301, 0.017612, -0.002049, -0.013540, -0.008213, -0.032371, 0.010158, 0.046459, 0.004596, -0.010593]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_norm_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.018
	data = [1.007285, 1.001763, 0.973862, 0.985873, 0.996716, 0.980571, 0.979383, 1.012946, 0.970935, 0.999049, 1.029996, 1.010862, 1.009731, 1.012455, 1.036702, 0.980927, 1.000249, 1.019513, 0.999839, 0.999202, 1.009478, 1.008426, 1.034903, 1.000289]


class Program_weight_tensor_meta_x_11:
	name = "in_6"
	original_name = "x_11"
	shape = [4, 56, 56, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_2:
	name = "in_7"
	original_name = "x_2"
	shape = [4, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 1.001
