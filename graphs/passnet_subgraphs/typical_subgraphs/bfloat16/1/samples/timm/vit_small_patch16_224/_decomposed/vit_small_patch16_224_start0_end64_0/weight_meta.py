class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_1_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_1_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_2_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_2_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm1_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_2_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm1_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_2_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm2_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_blocks_modules_2_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_norm2_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_blocks_modules_2_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_patch_embed_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_patch_embed_modules_proj_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_patch_embed_modules_proj_parameters_weight_"
	shape = [384, 3, 16, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_parameters_cls_token_:
	name = "in_34"
	original_name = "L_self_parameters_cls_token_"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
	name = "in_35"
	original_name = "L_self_parameters_pos_embed_"
	shape = [1, 197, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_x_:
	name = "in_36"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
