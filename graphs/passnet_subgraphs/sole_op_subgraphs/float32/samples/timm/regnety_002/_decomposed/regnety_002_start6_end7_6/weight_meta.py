class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_s1_modules_b1_modules_conv2_modules_conv_parameters_weight_"
	shape = [24, 8, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.168


class Program_weight_tensor_meta_x_5:
	name = "in_0"
	original_name = "x_5"
	shape = [1, 24, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.121
	std = 0.160
