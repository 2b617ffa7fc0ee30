class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.037


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [64, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.070


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.074


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_"
	shape = [192, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.073


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.070


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.033


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [64, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.036


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm1_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm1_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm2_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.024


class Program_weight_tensor_meta_L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm2_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_transformers_modules_0_modules_blocks_modules_1_modules_norm2_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.022


class Program_weight_tensor_meta_k:
	name = "in_20"
	original_name = "k"
	shape = [2, 2, 730, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.587


class Program_weight_tensor_meta_q:
	name = "in_21"
	original_name = "q"
	shape = [2, 2, 730, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.070
	std = 0.583


class Program_weight_tensor_meta_v:
	name = "in_22"
	original_name = "v"
	shape = [2, 2, 730, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.107
	std = 0.542


class Program_weight_tensor_meta_x_3:
	name = "in_23"
	original_name = "x_3"
	shape = [2, 730, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.324
