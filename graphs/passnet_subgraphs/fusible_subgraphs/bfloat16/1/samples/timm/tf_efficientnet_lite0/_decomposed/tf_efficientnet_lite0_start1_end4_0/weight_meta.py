class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020
	data = [-0.010067, 0.013094, -0.012171, 0.017801, 0.022419, 0.017746, -0.029745, -0.003834, -0.014771, -0.005402, 0.003875, -0.010263, -0.006736, -0.024315, -0.009497, 0.028371, -0.014544, -0.015946, 0.020052, -0.022003, 0.057699, -0.034269, -0.017900, -0.019269, -0.007393, 0.022501, 0.009053, 0.000049, 0.000665, 0.013685, -0.033773, -0.014531]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.258
	min_val = 0
	data = [0.686073, 0.707390, 1.253427, 1.031204, 0.699975, 1.272007, 0.955141, 1.196799, 0.980490, 0.614468, 1.489625, 0.962741, 0.702151, 1.329330, 1.357776, 1.219377, 0.904600, 0.760777, 1.155184, 1.090205, 0.559562, 1.242851, 1.290074, 1.262040, 0.672128, 1.202884, 0.824787, 1.023438, 0.945468, 0.786437, 0.776122, 1.266806]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.086


class Program_weight_tensor_meta_x:
	name = "in_5"
	original_name = "x"
	shape = [4, 3, 225, 225]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.496
	std = 0.291
