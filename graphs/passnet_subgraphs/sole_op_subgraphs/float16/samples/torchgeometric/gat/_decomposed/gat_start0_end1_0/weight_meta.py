class Program_weight_tensor_meta_L_self_modules_conv1_modules_lin_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_conv1_modules_lin_parameters_weight_"
	shape = [64, 1433]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.037


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2708, 1433]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
