class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_conv_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_conv_parameters_weight_"
	shape = [48, 3, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.014
	std = 0.339


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.501
	std = 0.289
