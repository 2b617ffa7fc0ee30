class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_mean_"
	shape = [38]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.016
	data = [0.008799, 0.004677, -0.011949, -0.022831, 0.008388, -0.014441, -0.011106, -0.001870, 0.006567, 0.022428, -0.000363, 0.010119, -0.030391, -0.025994, 0.001624, 0.012800, 0.002450, -0.004599, -0.008056, 0.008861, -0.004339, -0.001422, -0.021072, -0.012632, 0.011584, 0.041568, -0.020662, -0.015069, -0.020099, 0.025711, 0.004649, 0.009083, 0.003833, 0.020437, 0.012672, -0.008236, 0.006000, 0.012651]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_buffers_running_var_"
	shape = [38]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.979
	std = 0.285
	min_val = 0
	data = [1.424244, 1.282391, 0.725630, 0.822565, 1.294800, 0.654484, 1.011081, 1.262945, 1.137033, 0.740502, 1.395385, 0.594753, 1.336127, 0.747745, 0.714809, 1.088899, 0.968855, 0.629855, 0.875743, 0.888085, 1.251027, 0.593528, 0.990851, 1.422148, 0.973688, 1.024051, 0.833703, 0.828255, 0.895164, 0.791691, 1.379902, 1.441914, 0.540563, 0.719226, 0.528051, 0.921474, 1.063903, 1.407507]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_bias_"
	shape = [38]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.019
	data = [-0.021487, -0.016028, 0.017796, -0.005643, -0.011017, 0.001838, -0.005258, -0.023014, -0.019232, -0.004486, -0.028199, 0.021303, -0.022485, 0.011428, -0.004005, 0.020072, -0.038963, 0.036735, -0.008368, -0.002512, 0.035583, -0.000561, -0.009596, 0.013528, -0.018790, -0.002584, -0.002025, -0.061751, -0.015572, 0.020537, 0.010717, 0.005430, 0.011620, -0.003704, 0.006660, 0.008318, 0.000234, 0.000290]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_bn_parameters_weight_"
	shape = [38]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.024
	data = [0.996028, 1.046592, 1.016448, 1.018814, 0.955838, 1.008381, 0.995028, 0.973095, 1.024274, 0.993918, 0.993923, 0.995816, 1.013650, 0.997411, 1.024286, 1.049790, 0.997522, 0.989486, 1.027345, 1.044026, 1.002817, 1.014435, 1.023470, 1.007809, 0.977900, 1.016914, 1.010348, 1.042406, 1.018283, 1.008068, 1.060459, 0.990287, 1.004857, 0.996873, 0.953884, 0.982483, 0.985903, 1.015854]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_pwl_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_conv_pwl_modules_conv_parameters_weight_"
	shape = [38, 162, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.235


class Program_weight_tensor_meta_x_15:
	name = "in_5"
	original_name = "x_15"
	shape = [2, 27, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.158


class Program_weight_tensor_meta_x_21:
	name = "in_6"
	original_name = "x_21"
	shape = [2, 162, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.028
	std = 0.045
