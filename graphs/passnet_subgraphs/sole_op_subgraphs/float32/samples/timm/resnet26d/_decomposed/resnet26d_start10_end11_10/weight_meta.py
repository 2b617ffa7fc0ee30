class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
	shape = [64, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.174


class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.171
	std = 0.167
