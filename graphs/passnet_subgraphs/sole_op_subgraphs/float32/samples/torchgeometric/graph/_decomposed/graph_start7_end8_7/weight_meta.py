class Program_weight_tensor_meta_L_self_modules_conv1_modules_lin_rel_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_conv1_modules_lin_rel_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.014


class Program_weight_tensor_meta_L_self_modules_conv1_modules_lin_rel_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_conv1_modules_lin_rel_parameters_weight_"
	shape = [64, 1433]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.015


class Program_weight_tensor_meta_out:
	name = "in_0"
	original_name = "out"
	shape = [2708, 1433]
	dtype = "torch.float32"
	device = "cpu"
	mean = 2.001
	std = 1.174
