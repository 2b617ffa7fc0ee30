class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_group_norm_1:
	name = "in_0"
	original_name = "group_norm_1"
	shape = [1, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.998
