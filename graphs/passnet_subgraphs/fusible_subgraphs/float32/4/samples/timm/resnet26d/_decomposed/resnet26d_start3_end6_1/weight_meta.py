class Program_weight_tensor_meta_L_self_modules_conv1_modules_3_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_conv1_modules_3_parameters_weight_"
	shape = [32, 32, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_conv1_modules_4_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [0.028752, -0.008209, -0.003808, -0.026568, 0.001669, -0.009187, -0.013050, -0.005901, 0.002020, -0.013005, -0.019902, 0.014087, 0.038391, -0.000421, 0.000921, -0.006788, -0.024963, 0.000593, 0.000698, 0.017100, -0.022554, 0.014261, -0.025406, 0.020199, 0.062117, -0.001425, 0.005581, 0.045211, -0.008761, -0.021840, 0.019276, 0.037549]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_conv1_modules_4_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.334
	min_val = 0
	data = [1.415594, 0.926149, 1.303417, 1.053970, 1.284096, 0.936431, 1.368299, 1.493884, 0.517725, 0.534724, 0.565586, 0.510029, 1.118718, 1.376516, 1.397165, 0.883452, 1.280535, 0.816404, 0.570738, 0.673612, 1.083745, 1.470045, 1.358618, 0.895957, 0.535100, 0.584451, 0.998047, 0.830132, 1.232317, 1.441174, 0.755046, 0.900711]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_conv1_modules_4_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_4_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv1_modules_4_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [32, 32, 128, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.105
	std = 0.138
