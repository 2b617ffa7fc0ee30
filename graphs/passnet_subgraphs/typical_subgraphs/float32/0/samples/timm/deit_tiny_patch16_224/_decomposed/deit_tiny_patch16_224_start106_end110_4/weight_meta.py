class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc1_parameters_weight_"
	shape = [768, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_4_modules_mlp_modules_fc2_parameters_weight_"
	shape = [192, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_63:
	name = "in_4"
	original_name = "x_63"
	shape = [1, 197, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.997
