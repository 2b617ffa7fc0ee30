class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.119


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 256, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.501
	std = 0.289
