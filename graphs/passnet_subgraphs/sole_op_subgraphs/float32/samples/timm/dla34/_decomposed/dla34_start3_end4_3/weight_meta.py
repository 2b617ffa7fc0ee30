class Program_weight_tensor_meta_L_self_modules_level0_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_level0_modules_0_parameters_weight_"
	shape = [16, 16, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.119


class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 16, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.141
	std = 0.209
