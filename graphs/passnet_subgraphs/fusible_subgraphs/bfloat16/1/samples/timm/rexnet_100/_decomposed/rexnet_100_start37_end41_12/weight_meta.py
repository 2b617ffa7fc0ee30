class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_bias_"
	shape = [228]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_weight_"
	shape = [228, 19, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.095


class Program_weight_tensor_meta_x_29:
	name = "in_2"
	original_name = "x_29"
	shape = [4, 228, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.079


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [4, 19, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.146
	std = 0.184
