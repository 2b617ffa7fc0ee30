class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.032


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_parameters_ls2_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_parameters_ls2_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_alpha_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_alpha_"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_beta_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_beta_"
	shape = [1, 1, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [4, 196, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.014
	std = 0.579


class Program_weight_tensor_meta_x_5:
	name = "in_6"
	original_name = "x_5"
	shape = [4, 196, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.052
	std = 0.194
