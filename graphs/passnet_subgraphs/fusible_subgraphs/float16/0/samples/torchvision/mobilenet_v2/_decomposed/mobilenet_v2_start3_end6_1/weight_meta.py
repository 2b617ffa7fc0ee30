class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.084


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.024
	data = [0.004649, -0.015474, -0.028465, -0.042531, 0.020279, -0.019785, -0.020694, 0.039298, -0.011009, 0.009358, 0.005239, -0.033387, -0.003926, 0.012380, 0.000273, 0.020412, -0.035183, 0.020646, 0.004987, -0.038661, -0.018365, 0.003146, -0.011271, -0.021948, 0.005692, -0.016090, 0.013603, 0.024351, 0.027849, -0.056000, 0.042247, 0.005974]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.928
	std = 0.261
	min_val = 0
	data = [1.327402, 1.017546, 1.013602, 1.297716, 0.823530, 1.105283, 0.665546, 0.604567, 0.913450, 0.821378, 0.509455, 0.762547, 1.118258, 1.323713, 1.298203, 0.510790, 1.032697, 1.232086, 0.614792, 1.104329, 0.597014, 0.648717, 0.852559, 0.911016, 1.118077, 0.954283, 1.018151, 0.538647, 0.567352, 1.124661, 1.112004, 1.146811]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [2, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.100
	std = 0.158
