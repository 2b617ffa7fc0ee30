class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_weight_"
	shape = [192, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_7:
	name = "in_0"
	original_name = "x_7"
	shape = [2, 3137, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 1.002
