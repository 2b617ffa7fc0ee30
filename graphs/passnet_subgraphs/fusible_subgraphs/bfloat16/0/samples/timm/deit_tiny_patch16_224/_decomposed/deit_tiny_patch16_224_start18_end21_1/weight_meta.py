class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_4:
	name = "in_2"
	original_name = "x_4"
	shape = [2, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.012
	std = 0.341


class Program_weight_tensor_meta_x_7:
	name = "in_3"
	original_name = "x_7"
	shape = [2, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.036
	std = 0.248
