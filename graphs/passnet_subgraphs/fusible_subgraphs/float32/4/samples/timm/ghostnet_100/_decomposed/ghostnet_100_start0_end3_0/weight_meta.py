class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [0.003468, 0.018104, 0.012144, -0.022259, 0.014971, -0.003785, -0.005745, 0.022283, -0.023399, 0.021108, -0.017817, 0.013203, -0.024028, 0.006280, -0.008694, -0.021228]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.266
	min_val = 0
	data = [1.258787, 0.524708, 0.879628, 0.577354, 1.105317, 1.006018, 1.207338, 0.819735, 0.931464, 1.440712, 1.224221, 0.936399, 0.917142, 0.803046, 1.436152, 0.954842]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.111


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [32, 3, 256, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
