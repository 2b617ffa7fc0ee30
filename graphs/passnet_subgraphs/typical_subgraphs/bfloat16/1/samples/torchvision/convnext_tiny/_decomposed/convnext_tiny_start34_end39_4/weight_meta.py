class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_0_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_0_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_1_parameters_weight_"
	shape = [192, 96, 2, 2]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_parameters_weight_"
	shape = [192, 1, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_result_5:
	name = "in_6"
	original_name = "result_5"
	shape = [4, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.998
