class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [0.003944, -0.002555, 0.040725, -0.036292, -0.012577, -0.013653, -0.000929, 0.026536, 0.037227, 0.012384, -0.003848, 0.001279, -0.011645, -0.007151, 0.001722, 0.021866, -0.000211, -0.001279, -0.004022, -0.007683, -0.004896, 0.024448, -0.000549, -0.026429, 0.014029, -0.010936, 0.034094, 0.024852, -0.016145, 0.002725, 0.044868, 0.007535]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.303
	min_val = 0
	data = [0.838750, 1.398871, 0.830568, 1.167658, 0.618874, 1.261725, 0.673479, 0.955704, 1.431352, 0.643662, 1.471242, 0.585002, 0.630635, 0.989879, 0.905477, 0.759080, 0.941701, 0.966116, 1.478268, 1.289036, 0.828068, 1.489808, 0.677600, 0.845493, 0.661062, 1.316441, 0.622069, 0.757157, 0.928640, 1.072429, 1.376640, 1.298089]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_conv_dw_modules_conv_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.488


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [2, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.024
	std = 0.110
