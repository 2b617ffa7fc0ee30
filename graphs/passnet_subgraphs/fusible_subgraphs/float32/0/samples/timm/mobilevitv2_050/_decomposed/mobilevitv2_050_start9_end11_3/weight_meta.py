class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.018
	data = [0.003819, -0.009911, -0.027819, 0.014790, 0.019462, -0.012195, -0.007270, 0.002242, -0.034949, 0.000827, 0.001780, 0.039494, 0.016826, 0.008306, -0.009944, -0.005319, -0.019385, -0.019030, 0.002353, 0.012828, -0.015530, -0.011610, 0.020333, 0.006190, 0.035335, 0.011185, 0.001815, 0.036683, 0.006721, -0.022355, -0.000478, -0.012590]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.029
	std = 0.284
	min_val = 0
	data = [1.333833, 0.978197, 1.108456, 0.831120, 0.662999, 1.383988, 1.232229, 1.431673, 1.249926, 0.699717, 0.547001, 1.494404, 0.638199, 0.856927, 0.730371, 1.188880, 1.335985, 0.928828, 1.074478, 0.975470, 0.763515, 1.485031, 1.237215, 0.868669, 0.661833, 0.759044, 0.870465, 1.448347, 0.787475, 1.059261, 1.300278, 1.003432]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.015
	data = [-0.011193, 0.010669, 0.008138, 0.007892, 0.003430, 0.017521, -0.005742, 0.020433, -0.001488, -0.021844, 0.007841, 0.011891, 0.013245, -0.024126, 0.012149, -0.010943, 0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.017
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.006281, 1.004267, 0.997599, 1.007209, 0.993719, 0.978426, 1.004816, 0.972075, 0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [32, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.020
	std = 0.249


class Program_weight_tensor_meta_x_8:
	name = "in_5"
	original_name = "x_8"
	shape = [2, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.065
