class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [8, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.152


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
