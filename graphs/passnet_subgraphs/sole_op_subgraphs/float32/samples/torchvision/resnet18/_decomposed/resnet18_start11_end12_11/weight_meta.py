class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_out_6:
	name = "in_0"
	original_name = "out_6"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.220
	std = 0.219
