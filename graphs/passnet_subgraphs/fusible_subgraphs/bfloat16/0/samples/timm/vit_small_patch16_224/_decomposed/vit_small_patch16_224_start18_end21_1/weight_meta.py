class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_4:
	name = "in_2"
	original_name = "x_4"
	shape = [2, 197, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.334


class Program_weight_tensor_meta_x_7:
	name = "in_3"
	original_name = "x_7"
	shape = [2, 197, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.016
	std = 0.347
