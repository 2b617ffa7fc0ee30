class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_linear_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_modules_linear_parameters_weight_"
	shape = [256, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.051


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 196, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.029
