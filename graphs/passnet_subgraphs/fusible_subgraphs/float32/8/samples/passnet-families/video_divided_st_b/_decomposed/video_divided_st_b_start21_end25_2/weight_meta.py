class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_transpose_3:
	name = "in_2"
	original_name = "transpose_3"
	shape = [16, 8, 196, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.104


class Program_weight_tensor_meta_x:
	name = "in_3"
	original_name = "x"
	shape = [16, 1568, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.333
