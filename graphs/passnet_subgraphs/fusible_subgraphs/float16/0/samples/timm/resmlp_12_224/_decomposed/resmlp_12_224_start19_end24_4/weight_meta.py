class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_linear_tokens_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_linear_tokens_parameters_bias_"
	shape = [196]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_linear_tokens_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_linear_tokens_parameters_weight_"
	shape = [196, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_alpha_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_alpha_"
	shape = [1, 1, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_beta_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_beta_"
	shape = [1, 1, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_parameters_ls1_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_parameters_ls1_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_transpose_3:
	name = "in_5"
	original_name = "transpose_3"
	shape = [2, 384, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.012
	std = 0.581


class Program_weight_tensor_meta_x_8:
	name = "in_6"
	original_name = "x_8"
	shape = [2, 196, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.013
	std = 0.579
