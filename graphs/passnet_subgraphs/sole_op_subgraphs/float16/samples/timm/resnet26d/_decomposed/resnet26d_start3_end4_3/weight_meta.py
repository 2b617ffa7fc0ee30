class Program_weight_tensor_meta_L_self_modules_conv1_modules_3_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_conv1_modules_3_parameters_weight_"
	shape = [32, 32, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.083


class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.105
	std = 0.138
