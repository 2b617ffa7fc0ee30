class Program_weight_tensor_meta_L_self_modules_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_norm_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_norm_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_x_160:
	name = "in_2"
	original_name = "x_160"
	shape = [2, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.534
