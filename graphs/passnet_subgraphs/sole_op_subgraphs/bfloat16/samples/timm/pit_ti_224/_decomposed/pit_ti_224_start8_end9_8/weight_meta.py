class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [192, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.072


class Program_weight_tensor_meta_layer_norm:
	name = "in_0"
	original_name = "layer_norm"
	shape = [2, 730, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 1.002
