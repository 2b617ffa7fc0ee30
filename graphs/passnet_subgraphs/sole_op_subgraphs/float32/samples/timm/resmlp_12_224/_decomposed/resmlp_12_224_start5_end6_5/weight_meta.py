class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_linear_tokens_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_linear_tokens_parameters_bias_"
	shape = [196]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_linear_tokens_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_linear_tokens_parameters_weight_"
	shape = [196, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.072


class Program_weight_tensor_meta_transpose_1:
	name = "in_0"
	original_name = "transpose_1"
	shape = [2, 384, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.580
