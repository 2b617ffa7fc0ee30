class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.038


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.037


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1024, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_"
	shape = [256, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_norm2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_norm2_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_norm2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_transformers_modules_2_modules_blocks_modules_3_modules_norm2_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_x_134:
	name = "in_8"
	original_name = "x_134"
	shape = [4, 50, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.021
	std = 0.920


class Program_weight_tensor_meta_x_135:
	name = "in_9"
	original_name = "x_135"
	shape = [4, 8, 50, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.071
	std = 0.568
