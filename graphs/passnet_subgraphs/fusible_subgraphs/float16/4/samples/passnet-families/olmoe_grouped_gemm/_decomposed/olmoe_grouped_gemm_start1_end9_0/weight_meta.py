class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_norm_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_parameters_norm_"
	shape = [2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [4, 256, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.576
