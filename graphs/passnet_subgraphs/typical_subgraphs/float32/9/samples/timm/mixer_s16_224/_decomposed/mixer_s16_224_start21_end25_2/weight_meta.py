class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc1_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc1_parameters_weight_"
	shape = [256, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.067


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc2_parameters_bias_"
	shape = [196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_tokens_modules_fc2_parameters_weight_"
	shape = [196, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.066


class Program_weight_tensor_meta_transpose_3:
	name = "in_4"
	original_name = "transpose_3"
	shape = [1, 512, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.999
