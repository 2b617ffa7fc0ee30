class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.037


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [64, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_x_11:
	name = "in_2"
	original_name = "x_11"
	shape = [4, 730, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.110
	std = 0.310


class Program_weight_tensor_meta_x_8:
	name = "in_3"
	original_name = "x_8"
	shape = [4, 730, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.358
