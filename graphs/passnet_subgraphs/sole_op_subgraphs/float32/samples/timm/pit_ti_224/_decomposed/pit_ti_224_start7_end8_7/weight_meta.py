class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [2, 730, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.015
	std = 0.324
