class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.009
	data = [-0.011185, -0.002394, -0.003271, -0.005009, -0.021764, 0.000088, 0.004656, -0.016403]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_"
	shape = [8, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.020
	std = 0.520


class Program_weight_tensor_meta_x_se:
	name = "in_2"
	original_name = "x_se"
	shape = [4, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.096
	std = 0.121
