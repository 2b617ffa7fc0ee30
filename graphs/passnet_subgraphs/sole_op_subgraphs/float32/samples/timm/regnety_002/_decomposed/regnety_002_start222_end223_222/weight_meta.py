class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_x_156:
	name = "in_0"
	original_name = "x_156"
	shape = [1, 368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.059
	std = 0.060
