class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_adaLN_modulation_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_adaLN_modulation_parameters_bias_"
	shape = [6912]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_adaLN_modulation_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_adaLN_modulation_parameters_weight_"
	shape = [6912, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
	shape = [1152, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"
	shape = [3456]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_"
	shape = [3456, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [4608]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [4608, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.008


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [1152, 4608]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_c:
	name = "in_10"
	original_name = "c"
	shape = [1, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.030
	std = 1.008


class Program_weight_tensor_meta_mul_7:
	name = "in_11"
	original_name = "mul_7"
	shape = [1, 256, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.076


class Program_weight_tensor_meta_x_2:
	name = "in_12"
	original_name = "x_2"
	shape = [1, 256, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.459
	std = 0.867
