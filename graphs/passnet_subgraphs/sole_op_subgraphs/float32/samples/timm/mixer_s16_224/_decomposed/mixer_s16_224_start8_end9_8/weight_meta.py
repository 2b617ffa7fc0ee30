class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_tokens_modules_fc2_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_tokens_modules_fc2_parameters_bias_"
	shape = [196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_tokens_modules_fc2_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_tokens_modules_fc2_parameters_weight_"
	shape = [196, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.066


class Program_weight_tensor_meta_x_4:
	name = "in_0"
	original_name = "x_4"
	shape = [1, 512, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.239
	std = 0.585
