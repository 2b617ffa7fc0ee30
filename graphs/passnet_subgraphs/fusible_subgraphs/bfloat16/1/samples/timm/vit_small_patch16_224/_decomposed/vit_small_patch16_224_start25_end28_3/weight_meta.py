class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_10:
	name = "in_2"
	original_name = "x_10"
	shape = [4, 197, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.362


class Program_weight_tensor_meta_x_14:
	name = "in_3"
	original_name = "x_14"
	shape = [4, 197, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.052
	std = 0.204
