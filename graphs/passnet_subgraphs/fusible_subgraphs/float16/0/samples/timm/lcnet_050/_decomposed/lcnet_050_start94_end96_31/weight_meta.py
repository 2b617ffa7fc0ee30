class Program_weight_tensor_meta_L_self_modules_conv_head_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_conv_head_parameters_bias_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_conv_head_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_conv_head_parameters_weight_"
	shape = [1280, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.040


class Program_weight_tensor_meta_x_83:
	name = "in_2"
	original_name = "x_83"
	shape = [2, 256, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.017
