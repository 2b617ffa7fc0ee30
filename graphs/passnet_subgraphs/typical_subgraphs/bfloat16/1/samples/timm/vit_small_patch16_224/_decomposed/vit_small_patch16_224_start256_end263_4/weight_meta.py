class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_11_modules_mlp_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_head_parameters_bias_"
	shape = [1000]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_head_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_head_parameters_weight_"
	shape = [1000, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_norm_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_norm_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.019


class Program_weight_tensor_meta_x_153:
	name = "in_6"
	original_name = "x_153"
	shape = [4, 197, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.038
	std = 0.782


class Program_weight_tensor_meta_x_157:
	name = "in_7"
	original_name = "x_157"
	shape = [4, 197, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.059
	std = 0.212
