class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.086


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [2, 3, 225, 225]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.496
	std = 0.291
