class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_5_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [128, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.126


class Program_weight_tensor_meta_x_71:
	name = "in_2"
	original_name = "x_71"
	shape = [4, 128, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [4, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.026
	std = 0.030
