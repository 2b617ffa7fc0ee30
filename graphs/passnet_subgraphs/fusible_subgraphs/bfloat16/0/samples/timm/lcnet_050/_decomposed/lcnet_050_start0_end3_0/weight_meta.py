class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.027
	data = [-0.007140, 0.042652, -0.025054, 0.001924, -0.015875, -0.040232, -0.012364, 0.027499]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.059
	std = 0.251
	min_val = 0
	data = [1.365166, 0.840712, 0.823803, 1.016677, 1.338996, 1.256482, 0.709975, 1.119499]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.014
	data = [-0.014385, -0.008067, -0.011933, 0.003641, -0.017133, 0.022012, -0.021424, 0.002454]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.996
	std = 0.025
	data = [1.030820, 0.994131, 0.956424, 1.011369, 0.978310, 0.972028, 1.008067, 1.016760]


class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [8, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.152


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
