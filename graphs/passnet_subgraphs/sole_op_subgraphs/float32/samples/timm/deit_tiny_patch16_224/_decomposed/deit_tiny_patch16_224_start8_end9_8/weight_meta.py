class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [576]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [576, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_5:
	name = "in_0"
	original_name = "x_5"
	shape = [1, 197, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.997
