class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.072


class Program_weight_tensor_meta_layer_norm_1:
	name = "in_2"
	original_name = "layer_norm_1"
	shape = [4, 730, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.997
