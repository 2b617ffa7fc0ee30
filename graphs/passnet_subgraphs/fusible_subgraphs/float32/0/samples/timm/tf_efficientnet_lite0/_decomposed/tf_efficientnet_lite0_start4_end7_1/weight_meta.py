class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.023
	data = [0.001022, 0.003576, -0.012806, -0.035890, 0.005443, -0.029766, 0.014269, -0.015422, 0.020133, -0.034821, -0.029985, 0.016889, -0.014016, 0.004211, -0.030853, 0.004067, -0.021978, 0.026324, 0.008606, 0.054724, -0.037836, 0.018950, -0.014112, -0.036420, 0.025998, -0.016708, 0.004793, 0.010759, 0.021000, 0.025785, -0.027762, -0.009427]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.942
	std = 0.306
	min_val = 0
	data = [1.159374, 1.410168, 0.817907, 1.482240, 1.242383, 0.600964, 0.769862, 0.737866, 1.198218, 1.308460, 0.680406, 0.755351, 0.505485, 0.541898, 0.823952, 1.044059, 0.544668, 1.212970, 1.264387, 1.009236, 1.480555, 1.371710, 1.035667, 1.026663, 0.998685, 0.518983, 0.717131, 0.591717, 0.529634, 0.893826, 1.027626, 0.836764]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.033
	std = 0.490


class Program_weight_tensor_meta_x_3:
	name = "in_5"
	original_name = "x_3"
	shape = [2, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.149
	std = 0.186
