class Program_weight_tensor_meta_L_self_modules_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_fc_parameters_weight_"
	shape = [1000, 440]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_x_15:
	name = "in_2"
	original_name = "x_15"
	shape = [4, 440, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.085
	std = 0.099
