class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.016
	std = 0.488


class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.024
	std = 0.110
