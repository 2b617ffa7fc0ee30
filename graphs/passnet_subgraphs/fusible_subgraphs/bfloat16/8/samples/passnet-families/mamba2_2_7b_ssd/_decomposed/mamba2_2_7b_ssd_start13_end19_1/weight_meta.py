class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_conv1d_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_conv1d_parameters_bias_"
	shape = [5376]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.288


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_conv1d_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_conv1d_parameters_weight_"
	shape = [5376, 1, 4]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.288


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_dt_bias_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_parameters_dt_bias_"
	shape = [80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -3.506
	std = 0.314


class Program_weight_tensor_meta_dt:
	name = "in_3"
	original_name = "dt"
	shape = [16, 4096, 80]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.016
	std = 0.598


class Program_weight_tensor_meta_xbc:
	name = "in_4"
	original_name = "xbc"
	shape = [16, 4096, 5376]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.576
