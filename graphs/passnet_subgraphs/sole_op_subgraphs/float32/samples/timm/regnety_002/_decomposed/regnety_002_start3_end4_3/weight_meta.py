class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_"
	shape = [24, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.019
	std = 0.282


class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.091
	std = 0.132
