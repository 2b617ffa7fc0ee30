class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_conv1d_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_conv1d_parameters_bias_"
	shape = [5376]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.288


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_conv1d_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_layers_modules_0_modules_conv1d_parameters_weight_"
	shape = [5376, 1, 4]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.288


class Program_weight_tensor_meta_transpose:
	name = "in_0"
	original_name = "transpose"
	shape = [1, 5376, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.576
