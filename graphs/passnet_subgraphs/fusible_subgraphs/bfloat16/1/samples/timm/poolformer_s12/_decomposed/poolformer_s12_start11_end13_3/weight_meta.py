class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_4:
	name = "in_2"
	original_name = "x_4"
	shape = [4, 256, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.009
	std = 0.081
