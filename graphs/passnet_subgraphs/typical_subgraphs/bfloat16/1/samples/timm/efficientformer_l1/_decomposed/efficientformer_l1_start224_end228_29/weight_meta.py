class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_norm1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_norm1_parameters_bias_"
	shape = [448]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_norm1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_norm1_parameters_weight_"
	shape = [448]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_token_mixer_modules_qkv_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_token_mixer_modules_qkv_parameters_bias_"
	shape = [1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_token_mixer_modules_qkv_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_3_modules_blocks_modules_4_modules_token_mixer_modules_qkv_parameters_weight_"
	shape = [1536, 448]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_132:
	name = "in_4"
	original_name = "x_132"
	shape = [4, 49, 448]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.046
