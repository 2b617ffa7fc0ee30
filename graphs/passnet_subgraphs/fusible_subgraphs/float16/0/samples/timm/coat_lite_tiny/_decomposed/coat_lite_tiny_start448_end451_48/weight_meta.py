class Program_weight_tensor_meta_L_self_modules_norm4_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_norm4_parameters_bias_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_norm4_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_norm4_parameters_weight_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_x_143:
	name = "in_2"
	original_name = "x_143"
	shape = [2, 50, 320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.059
	std = 1.865
