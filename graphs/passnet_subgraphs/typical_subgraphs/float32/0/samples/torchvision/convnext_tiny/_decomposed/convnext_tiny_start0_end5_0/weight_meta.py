class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
	shape = [96, 3, 4, 4]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_parameters_weight_"
	shape = [96, 1, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_x_:
	name = "in_6"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
