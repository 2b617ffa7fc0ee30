class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.123


class Program_weight_tensor_meta_group_norm_1:
	name = "in_2"
	original_name = "group_norm_1"
	shape = [2, 64, 4, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.995
