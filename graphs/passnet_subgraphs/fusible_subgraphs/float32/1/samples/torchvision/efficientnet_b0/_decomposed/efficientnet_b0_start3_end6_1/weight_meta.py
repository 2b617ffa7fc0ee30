class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [0.004036, -0.000947, 0.016437, -0.009039, -0.003716, -0.027262, 0.027734, -0.026809, -0.005280, -0.004806, -0.015449, 0.008584, -0.006803, 0.007148, 0.005236, 0.034242, -0.004536, -0.032294, 0.049076, 0.002403, -0.024601, -0.025370, 0.007658, -0.003844, -0.000702, -0.047075, 0.030810, 0.005207, 0.001022, 0.036086, -0.003947, 0.015454]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.288
	min_val = 0
	data = [1.358617, 0.885632, 1.217522, 1.065841, 0.743841, 1.005190, 0.613110, 0.661272, 1.260389, 0.598018, 1.066367, 0.572553, 1.255160, 1.403125, 1.025878, 1.064832, 1.102291, 1.457745, 0.818848, 1.407507, 1.420384, 0.644984, 1.010972, 1.310585, 1.141794, 0.610735, 1.263386, 0.713527, 0.637949, 1.117535, 0.712840, 0.842467]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [4, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.125
