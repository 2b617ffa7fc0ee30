class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.128
