class Program_weight_tensor_meta_L_self_modules_conv1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_conv1_modules_0_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.086


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.016
	data = [-0.010026, -0.001994, 0.014252, 0.016886, -0.010240, -0.046913, 0.005521, 0.017477, -0.000365, -0.002384, 0.021498, -0.025263, -0.017007, -0.028686, -0.014437, 0.003849, -0.001018, -0.005281, 0.010454, -0.003901, 0.003906, 0.009153, 0.007774, -0.015000, -0.007404, -0.011701, 0.015001, 0.011830, 0.006955, -0.008742, -0.013996, 0.028273]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.971
	std = 0.268
	min_val = 0
	data = [1.152351, 0.505741, 1.054220, 1.326048, 0.604816, 1.119698, 0.851281, 0.836479, 0.651824, 1.200787, 0.999762, 1.335518, 0.571822, 0.570918, 0.951079, 1.162265, 1.254954, 0.672270, 0.549779, 0.885877, 1.054314, 1.004494, 0.930995, 1.115903, 1.307691, 0.867860, 1.057424, 1.238082, 1.375675, 0.681730, 0.808841, 1.364637]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_conv1_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv1_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.501
	std = 0.289
