class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_norm_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_parameters_norm_"
	shape = [2560]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_hidden:
	name = "in_1"
	original_name = "hidden"
	shape = [1, 128, 2560]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.813
