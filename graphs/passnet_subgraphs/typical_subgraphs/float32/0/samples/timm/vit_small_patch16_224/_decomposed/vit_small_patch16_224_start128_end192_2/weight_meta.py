class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_6_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_6_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_6_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm1_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_6_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm1_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_6_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm2_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_6_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_norm2_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_6_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_7_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_7_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_7_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm1_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_7_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm1_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_7_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm2_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_7_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_7_modules_norm2_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_7_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_8_modules_attn_modules_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_bias_"
	shape = [1152]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_8_modules_attn_modules_qkv_parameters_weight_"
	shape = [1152, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_blocks_modules_8_modules_mlp_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm1_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_blocks_modules_8_modules_norm1_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm1_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_blocks_modules_8_modules_norm1_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm2_parameters_bias_:
	name = "in_34"
	original_name = "L_self_modules_blocks_modules_8_modules_norm2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_8_modules_norm2_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_blocks_modules_8_modules_norm2_parameters_weight_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_x_75:
	name = "in_36"
	original_name = "x_75"
	shape = [2, 197, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.039
	std = 0.607


class Program_weight_tensor_meta_x_77:
	name = "in_37"
	original_name = "x_77"
	shape = [2, 197, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.015
	std = 0.388
