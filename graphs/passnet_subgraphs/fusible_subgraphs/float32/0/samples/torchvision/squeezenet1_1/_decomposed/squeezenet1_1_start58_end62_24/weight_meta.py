class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_"
	shape = [256, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_relu_23:
	name = "in_2"
	original_name = "relu_23"
	shape = [2, 256, 13, 13]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.408
	std = 0.570


class Program_weight_tensor_meta_x_7:
	name = "in_3"
	original_name = "x_7"
	shape = [2, 64, 13, 13]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.422
	std = 0.604
