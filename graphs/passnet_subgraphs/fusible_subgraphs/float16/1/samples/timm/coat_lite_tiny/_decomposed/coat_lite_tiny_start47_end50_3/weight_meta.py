class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_6:
	name = "in_2"
	original_name = "x_6"
	shape = [4, 3137, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.036
	std = 1.057


class Program_weight_tensor_meta_x_9:
	name = "in_3"
	original_name = "x_9"
	shape = [4, 3137, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.033
