class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_alpha_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_alpha_"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_beta_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_beta_"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stem_modules_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stem_modules_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_proj_parameters_weight_"
	shape = [384, 3, 16, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.036


class Program_weight_tensor_meta_L_x_:
	name = "in_4"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
