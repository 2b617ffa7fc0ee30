class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_cpe_modules_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_cpe_modules_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.027
	std = 0.182


class Program_weight_tensor_meta_L_self_modules_serial_blocks1_modules_0_modules_cpe_modules_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_serial_blocks1_modules_0_modules_cpe_modules_proj_parameters_weight_"
	shape = [64, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.010
	std = 0.185


class Program_weight_tensor_meta_cls_token:
	name = "in_2"
	original_name = "cls_token"
	shape = [4, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_feat:
	name = "in_3"
	original_name = "feat"
	shape = [4, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 1.003
