class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [2304]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [2304, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_attn_modules_proj_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_attn_modules_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_attn_modules_proj_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_attn_modules_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_attn_modules_qkv_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_attn_modules_qkv_parameters_bias_"
	shape = [2304]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_attn_modules_qkv_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_attn_modules_qkv_parameters_weight_"
	shape = [2304, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_fc_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_0_modules_temporal_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_x:
	name = "in_20"
	original_name = "x"
	shape = [16, 1568, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.333
