class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_2_modules_mlp_modules_fc2_parameters_weight_"
	shape = [192, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_3_modules_attn_modules_proj_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_bias_"
	shape = [576]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_3_modules_attn_modules_qkv_parameters_weight_"
	shape = [576, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_3_modules_mlp_modules_fc2_parameters_weight_"
	shape = [192, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_3_modules_norm1_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_3_modules_norm1_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm2_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_3_modules_norm2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_norm2_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_3_modules_norm2_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_4_modules_attn_modules_proj_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_bias_"
	shape = [576]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_4_modules_attn_modules_qkv_parameters_weight_"
	shape = [576, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_"
	shape = [192, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm1_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_4_modules_norm1_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm1_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_4_modules_norm1_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm2_parameters_bias_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_4_modules_norm2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_norm2_parameters_weight_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_4_modules_norm2_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.996
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_5_modules_attn_modules_proj_parameters_weight_"
	shape = [192, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_bias_"
	shape = [576]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_blocks_modules_5_modules_attn_modules_qkv_parameters_weight_"
	shape = [576, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_blocks_modules_5_modules_mlp_modules_fc1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm1_parameters_bias_:
	name = "in_34"
	original_name = "L_self_modules_blocks_modules_5_modules_norm1_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm1_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_blocks_modules_5_modules_norm1_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm2_parameters_bias_:
	name = "in_36"
	original_name = "L_self_modules_blocks_modules_5_modules_norm2_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_norm2_parameters_weight_:
	name = "in_37"
	original_name = "L_self_modules_blocks_modules_5_modules_norm2_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_x_36:
	name = "in_38"
	original_name = "x_36"
	shape = [2, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.386


class Program_weight_tensor_meta_x_37:
	name = "in_39"
	original_name = "x_37"
	shape = [2, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 1.001
