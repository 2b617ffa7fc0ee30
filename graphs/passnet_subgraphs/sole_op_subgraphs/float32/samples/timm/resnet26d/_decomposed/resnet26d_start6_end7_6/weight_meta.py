class Program_weight_tensor_meta_L_self_modules_conv1_modules_6_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_conv1_modules_6_parameters_weight_"
	shape = [64, 32, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.059


class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.114
	std = 0.164
