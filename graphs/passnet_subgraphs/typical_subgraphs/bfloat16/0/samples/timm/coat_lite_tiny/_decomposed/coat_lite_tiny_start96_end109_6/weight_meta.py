class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_factoratt_crpe_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_factoratt_crpe_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_factoratt_crpe_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_factoratt_crpe_modules_proj_parameters_weight_"
	shape = [64, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc1_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc1_parameters_weight_"
	shape = [512, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_mlp_modules_fc2_parameters_weight_"
	shape = [64, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_norm2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_norm2_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_1_modules_norm2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_serial_blocks1_modules_1_modules_norm2_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_x_22:
	name = "in_8"
	original_name = "x_22"
	shape = [2, 3137, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.070
	std = 1.388


class Program_weight_tensor_meta_x_24:
	name = "in_9"
	original_name = "x_24"
	shape = [2, 8, 3137, 8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.027
