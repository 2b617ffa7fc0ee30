class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_"
	shape = [64, 16, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.117


class Program_weight_tensor_meta_relu_2:
	name = "in_2"
	original_name = "relu_2"
	shape = [4, 64, 55, 55]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.541
	std = 0.912


class Program_weight_tensor_meta_x:
	name = "in_3"
	original_name = "x"
	shape = [4, 16, 55, 55]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.632
	std = 0.914
