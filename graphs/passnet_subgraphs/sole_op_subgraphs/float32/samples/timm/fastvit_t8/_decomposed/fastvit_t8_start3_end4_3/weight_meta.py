class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_conv_parameters_weight_"
	shape = [48, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
