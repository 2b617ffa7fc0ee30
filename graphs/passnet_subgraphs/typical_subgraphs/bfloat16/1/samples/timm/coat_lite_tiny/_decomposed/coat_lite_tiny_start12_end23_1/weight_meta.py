class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_factoratt_crpe_modules_qkv_parameters_weight_"
	shape = [192, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_norm1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_norm1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_cls_token:
	name = "in_4"
	original_name = "cls_token"
	shape = [4, 1, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_x_4:
	name = "in_5"
	original_name = "x_4"
	shape = [4, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.036
	std = 1.058
