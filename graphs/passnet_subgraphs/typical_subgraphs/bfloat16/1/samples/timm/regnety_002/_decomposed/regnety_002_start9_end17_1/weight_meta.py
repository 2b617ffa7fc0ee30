class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.017
	data = [-0.003119, 0.026818, 0.028699, 0.010058, 0.013742, -0.000131, -0.017824, -0.011469, -0.023364, -0.025649, 0.001257, 0.013466, 0.007121, -0.020107, 0.019467, -0.016938, 0.002123, -0.012092, 0.008451, -0.016305, 0.021472, -0.015933, 0.019137, -0.016860]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.060
	std = 0.287
	min_val = 0
	data = [1.435700, 0.628806, 1.285084, 1.312270, 1.318729, 1.448148, 0.642516, 1.488326, 0.781486, 0.912791, 1.179438, 0.692671, 0.924578, 1.491445, 1.033017, 0.715445, 0.785989, 1.175730, 0.874069, 0.738730, 1.177882, 1.114145, 1.304628, 0.982457]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.021
	data = [-0.002585, -0.001092, 0.008167, 0.022527, 0.038701, 0.020154, 0.020093, -0.008670, -0.011254, -0.016655, -0.027911, -0.007986, -0.006199, -0.001121, 0.010348, -0.031925, 0.007139, -0.045950, -0.017422, -0.033481, 0.011261, -0.028701, 0.014388, -0.027415]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s1_modules_b1_modules_conv3_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.016
	data = [-0.018138, -0.011837, 0.003016, -0.020823, -0.014411, -0.044295, -0.013675, 0.010327, -0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv3_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s1_modules_b1_modules_conv3_modules_conv_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.032
	std = 0.300


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.009
	data = [-0.011185, -0.002394, -0.003271, -0.005009, -0.021764, 0.000088, 0.004656, -0.016403]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc1_parameters_weight_"
	shape = [8, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.020
	std = 0.520


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [-0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, 0.029805, -0.014011, 0.003611, 0.027230, 0.040743, 0.012861, -0.014651, -0.009754, 0.005157, -0.011300, 0.018556, 0.009652, -0.016596, 0.025357, 0.005471, -0.012293]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_weight_"
	shape = [24, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.011
	std = 0.274


class Program_weight_tensor_meta_x_8:
	name = "in_9"
	original_name = "x_8"
	shape = [4, 24, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.096
	std = 0.151
