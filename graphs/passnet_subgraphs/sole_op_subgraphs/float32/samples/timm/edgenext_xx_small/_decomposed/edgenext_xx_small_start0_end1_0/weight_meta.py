class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_0_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.009362, -0.003154, 0.028873, 0.005321, 0.003329, 0.017488, -0.002869, -0.002232, 0.018637, 0.025180, 0.040100, 0.001075, 0.012361, -0.008256, -0.016821, -0.046321]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_0_parameters_weight_"
	shape = [24, 3, 4, 4]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
