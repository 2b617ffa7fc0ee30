class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.072


class Program_weight_tensor_meta_x_3:
	name = "in_2"
	original_name = "x_3"
	shape = [4, 730, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.015
	std = 0.325


class Program_weight_tensor_meta_x_5:
	name = "in_3"
	original_name = "x_5"
	shape = [4, 730, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.107
	std = 0.450
