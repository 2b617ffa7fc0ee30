class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_head_modules_norm_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_head_modules_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_x_89:
	name = "in_0"
	original_name = "x_89"
	shape = [1, 1, 1, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.045
