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
	shape = [2, 228, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.079


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [2, 19, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.146
	std = 0.186
	data = [0.000000, 0.000000, 0.000000, 0.000000, 0.280488, 0.223289, 0.000000, 0.129293, 0.044002, 0.000000, 0.364454, 0.370592, 0.008821, 0.501196, 0.486460, 0.377375, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.276035, 0.214943, 0.000000, 0.113106, 0.046140, 0.000000, 0.358894, 0.377946, 0.009677, 0.515489, 0.483849, 0.369961, 0.000000, 0.000000, 0.000000]
