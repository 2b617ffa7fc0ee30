class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [96, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_matmul_1:
	name = "in_2"
	original_name = "matmul_1"
	shape = [256, 3, 49, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.014
	std = 0.167
