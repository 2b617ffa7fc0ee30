class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.015
	data = [0.034441, -0.006957, 0.008915, 0.012475, 0.037733, 0.005181, -0.006477, -0.004502, 0.004226, -0.010477, 0.007782, 0.011593, -0.018688, 0.003230, 0.018385, 0.008285]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.972
	std = 0.285
	min_val = 0
	data = [0.525159, 0.787876, 0.789316, 0.809268, 1.099536, 0.704799, 1.455170, 1.398334, 0.840042, 0.922682, 1.369230, 0.814508, 0.670939, 0.963177, 1.100330, 1.306024]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_linear_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv1_modules_linear_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.111


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
