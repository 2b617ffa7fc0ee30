class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_dwconv_modules_dwconv_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_dwconv_modules_dwconv_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_dwconv_modules_dwconv_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_dwconv_modules_dwconv_parameters_weight_"
	shape = [128, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_9:
	name = "in_2"
	original_name = "hidden_states_9"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.117
