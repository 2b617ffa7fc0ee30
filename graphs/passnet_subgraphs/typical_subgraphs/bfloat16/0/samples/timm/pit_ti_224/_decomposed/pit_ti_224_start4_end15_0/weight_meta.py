class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [192, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_cls_tokens:
	name = "in_4"
	original_name = "cls_tokens"
	shape = [2, 1, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_x_1:
	name = "in_5"
	original_name = "x_1"
	shape = [2, 64, 27, 27]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.325
