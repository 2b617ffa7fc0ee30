class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_conv_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.501
	std = 0.289
