class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_x_173:
	name = "in_2"
	original_name = "x_173"
	shape = [4, 1024, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.113
	std = 0.171
