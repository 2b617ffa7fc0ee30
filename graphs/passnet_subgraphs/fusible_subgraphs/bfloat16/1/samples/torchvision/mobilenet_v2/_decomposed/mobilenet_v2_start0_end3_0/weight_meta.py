class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.080


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.020
	data = [0.004020, 0.005847, -0.042004, -0.011815, -0.003574, 0.016064, -0.017526, -0.000236, 0.016178, -0.016811, 0.003258, 0.008618, 0.001483, 0.032521, 0.031196, -0.007269, -0.020427, 0.009118, 0.018905, -0.026584, 0.010849, 0.004107, 0.028284, -0.035751, 0.019278, -0.005419, 0.001245, 0.034399, 0.034553, 0.003281, 0.021104, -0.001953]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.969
	std = 0.264
	min_val = 0
	data = [0.819720, 0.560349, 1.020908, 1.358975, 1.344056, 1.083197, 0.718295, 1.429088, 1.168214, 0.603786, 0.851202, 0.748344, 1.271607, 0.953369, 0.814707, 1.274017, 0.929797, 0.569962, 1.260286, 1.190350, 1.385175, 0.674483, 0.606520, 1.075655, 1.048386, 0.695101, 1.008240, 1.240051, 0.889777, 0.815625, 0.790751, 0.812227]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
