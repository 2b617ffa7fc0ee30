class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [96, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021
	data = [0.019088, 0.014661, -0.029104, -0.040916, -0.003541, 0.012481, -0.033778, 0.016352, 0.015942, -0.009922, -0.025406, 0.023309, -0.001130, 0.012806, -0.006069, -0.002171, 0.035621, 0.003507, -0.010864, -0.011698, 0.015688, -0.027073, 0.002559, 0.027506]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [24, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_x_16:
	name = "in_4"
	original_name = "x_16"
	shape = [1, 56, 56, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 1.002
