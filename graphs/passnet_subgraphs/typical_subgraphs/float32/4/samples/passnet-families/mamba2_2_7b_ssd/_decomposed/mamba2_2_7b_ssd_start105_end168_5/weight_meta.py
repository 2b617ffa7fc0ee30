class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_conv1d_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_conv1d_parameters_bias_"
	shape = [5376]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.288


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_conv1d_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_modules_conv1d_parameters_weight_"
	shape = [5376, 1, 4]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_in_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_in_proj_parameters_weight_"
	shape = [10576, 2560]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.011


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_a_log_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_parameters_a_log_"
	shape = [80]
	dtype = "torch.float32"
	device = "cpu"
	mean = 2.044
	std = 0.624


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_dt_bias_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_parameters_dt_bias_"
	shape = [80]
	dtype = "torch.float32"
	device = "cpu"
	mean = -3.467
	std = 0.285


class Program_weight_tensor_meta_mul_9:
	name = "in_5"
	original_name = "mul_9"
	shape = [4, 256, 2560]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 1.000
