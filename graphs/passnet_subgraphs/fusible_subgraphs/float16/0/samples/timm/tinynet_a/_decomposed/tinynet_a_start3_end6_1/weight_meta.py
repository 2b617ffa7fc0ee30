class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.014523, 0.022640, -0.004314, -0.000015, 0.007549, -0.013954, 0.039785, 0.001484, 0.020434, 0.034217, -0.022728, 0.007416, -0.001282, -0.031397, 0.034626, -0.014614, 0.010558, 0.001824, -0.027637, 0.005264, 0.015623, 0.007144, -0.003758, -0.014873, -0.036898, -0.045264, -0.018890, -0.007072, 0.013281, 0.019318, -0.020482, -0.009272]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.021
	std = 0.248
	min_val = 0
	data = [1.269887, 1.163058, 1.321160, 0.961935, 1.046554, 1.014912, 1.046771, 1.024552, 0.890240, 1.143104, 1.080207, 0.973543, 1.307708, 0.533938, 0.706157, 0.803103, 0.798741, 1.167141, 1.200773, 0.547411, 1.406111, 0.616434, 1.014271, 1.214103, 1.490461, 0.980049, 1.131410, 1.125467, 0.635470, 0.695615, 1.202179, 1.146641]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.012
	std = 0.482


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [2, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.100
