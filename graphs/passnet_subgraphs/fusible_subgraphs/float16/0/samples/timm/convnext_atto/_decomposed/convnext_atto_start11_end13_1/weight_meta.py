class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [40]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.025
	data = [0.062515, 0.003568, -0.012903, 0.000223, 0.008937, 0.019512, -0.028231, -0.020591, 0.005194, 0.012231, 0.023629, -0.022096, 0.017937, -0.003537, 0.023765, 0.013028, -0.020825, 0.032500, -0.012679, 0.035170, -0.011587, 0.010411, 0.021352, -0.031254, 0.005542, -0.019625, 0.017777, 0.031380, -0.001637, -0.006988, 0.004049, -0.005768, 0.002966, 0.048375, 0.026557, -0.005277, 0.007289, 0.050880, -0.053789, 0.048852]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [40, 160, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_9:
	name = "in_2"
	original_name = "x_9"
	shape = [2, 160, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.060
