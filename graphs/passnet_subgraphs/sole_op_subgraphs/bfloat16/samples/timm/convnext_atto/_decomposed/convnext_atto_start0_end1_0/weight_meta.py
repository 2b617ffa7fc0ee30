class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_0_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.006445, -0.025267, 0.007000, 0.006163, 0.002397, 0.024753, 0.022336, -0.004946, -0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, -0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, 0.024064, 0.001691, -0.024003, -0.000096, -0.010361, -0.006134, -0.031620, 0.034133]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_0_parameters_weight_"
	shape = [40, 3, 4, 4]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
