class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_x_4:
	name = "in_0"
	original_name = "x_4"
	shape = [1, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.012
	std = 0.340
