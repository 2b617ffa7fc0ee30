class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [352]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [352, 88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [88, 352]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_x_62:
	name = "in_4"
	original_name = "x_62"
	shape = [1, 14, 14, 88]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.998
