class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.010


class Program_weight_tensor_meta_x_139:
	name = "in_2"
	original_name = "x_139"
	shape = [4, 256, 8, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.026
	std = 1.057
