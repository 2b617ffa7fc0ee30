class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [512, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_13:
	name = "in_2"
	original_name = "x_13"
	shape = [2, 3137, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 1.001
