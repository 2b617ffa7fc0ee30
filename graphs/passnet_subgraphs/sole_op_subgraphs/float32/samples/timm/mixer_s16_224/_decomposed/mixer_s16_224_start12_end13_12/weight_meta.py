class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_x_7:
	name = "in_0"
	original_name = "x_7"
	shape = [1, 196, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.022
	std = 0.868
