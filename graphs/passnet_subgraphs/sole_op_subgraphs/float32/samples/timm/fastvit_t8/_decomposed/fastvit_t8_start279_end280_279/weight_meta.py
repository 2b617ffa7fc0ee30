class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_165:
	name = "in_0"
	original_name = "x_165"
	shape = [1, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.013
