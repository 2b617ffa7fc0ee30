class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [160]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [160, 40, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [40]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.016
	data = [-0.025891, 0.014024, -0.038195, 0.021076, -0.020946, 0.004502, 0.013597, 0.010577, 0.007084, 0.011610, 0.000738, 0.012461, 0.016795, -0.017640, 0.019301, 0.017377, 0.017760, -0.018496, 0.006482, -0.016379, 0.007248, 0.004442, 0.005581, -0.006303, 0.009260, 0.017605, -0.015651, 0.006070, -0.000615, -0.017465, 0.004765, -0.009299, 0.020196, -0.004903, 0.016435, 0.026046, -0.010007, -0.008835, -0.006897, -0.035058]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [40, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_17:
	name = "in_4"
	original_name = "x_17"
	shape = [2, 40, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 1.009
