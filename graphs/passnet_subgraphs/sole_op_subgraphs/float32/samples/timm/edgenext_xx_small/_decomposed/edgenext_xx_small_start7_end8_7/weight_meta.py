class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [96, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_x_5:
	name = "in_0"
	original_name = "x_5"
	shape = [1, 56, 56, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.998
