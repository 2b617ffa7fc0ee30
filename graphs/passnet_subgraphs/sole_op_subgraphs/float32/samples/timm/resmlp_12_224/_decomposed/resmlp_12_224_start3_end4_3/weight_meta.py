class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_alpha_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_alpha_"
	shape = [1, 1, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm1_parameters_beta_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm1_parameters_beta_"
	shape = [1, 1, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [2, 196, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.579
