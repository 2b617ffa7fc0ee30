class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.149


class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 16, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.114
	std = 0.233
