class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_bn_buffers_running_mean_"
	shape = [19]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [0.018610, 0.014908, 0.007677, 0.036195, -0.014019, -0.008634, 0.000922, 0.002495, 0.003959, -0.021903, 0.023033, -0.016810, -0.020890, -0.008507, -0.010052, 0.012166, -0.016665, -0.016335, -0.013456]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_bn_buffers_running_var_"
	shape = [19]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.899
	std = 0.252
	min_val = 0
	data = [0.508288, 0.936470, 0.669853, 0.591393, 1.198710, 1.115665, 1.005186, 0.921830, 0.680911, 1.384142, 0.993432, 1.225530, 0.946264, 0.807292, 0.947892, 0.905979, 0.500951, 0.619797, 1.121737]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_bn_parameters_bias_"
	shape = [19]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.014
	data = [-0.006908, 0.017897, -0.009062, 0.008003, -0.003718, 0.008067, 0.014746, 0.010920, -0.020210, -0.024090, -0.002947, 0.016731, -0.026790, 0.000278, -0.021966, 0.009562, 0.001023, -0.018121, -0.008571]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_bn_parameters_weight_"
	shape = [19]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.013
	data = [1.014825, 1.002895, 1.011812, 1.004232, 0.979153, 1.017681, 0.985074, 0.999426, 1.005790, 1.026466, 0.979904, 1.012587, 1.001672, 1.004973, 0.983551, 0.992730, 0.999449, 1.017424, 1.008049]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc1_parameters_bias_"
	shape = [19]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.020
	data = [0.006875, 0.011940, 0.024348, -0.022730, 0.015155, 0.001004, 0.009162, -0.013450, 0.027122, -0.024419, -0.015397, 0.051665, -0.011591, 0.021262, 0.009390, 0.007177, -0.004161, -0.019891, -0.007138]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc1_parameters_weight_"
	shape = [19, 228, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.328


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_bias_"
	shape = [228]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_3_modules_se_modules_fc2_parameters_weight_"
	shape = [228, 19, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.095


class Program_weight_tensor_meta_x_se:
	name = "in_8"
	original_name = "x_se"
	shape = [2, 228, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.064
