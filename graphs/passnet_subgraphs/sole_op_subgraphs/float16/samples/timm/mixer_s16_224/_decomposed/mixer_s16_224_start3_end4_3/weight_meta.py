class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [1, 196, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.029
	std = 0.567
