class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_0_parameters_weight_"
	shape = [24, 88, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.288


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.023
	data = [-0.005375, -0.031164, -0.027394, 0.040304, 0.017177, 0.001986, 0.006683, -0.015902, 0.024449, -0.028581, -0.007094, 0.025620, 0.009558, -0.004802, 0.025619, 0.009323, -0.046535, -0.006091, -0.034022, 0.011014, 0.024245, 0.029250, 0.016439, -0.007699]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.970
	std = 0.307
	min_val = 0
	data = [1.078289, 0.634152, 0.691288, 0.885234, 1.421544, 0.793785, 1.451331, 1.274001, 0.640468, 0.550432, 1.142682, 1.341692, 0.900462, 0.561387, 1.186047, 0.833846, 0.763124, 1.042513, 1.373828, 0.550367, 1.112489, 0.976049, 0.656868, 1.419103]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.022
	data = [-0.045316, 0.021982, 0.003278, -0.008403, -0.016966, 0.007255, 0.010861, -0.028677, 0.012577, 0.020268, -0.015989, -0.002513, 0.013519, 0.017250, 0.035936, -0.030155, 0.001455, -0.045850, 0.010743, 0.013634, -0.029927, -0.019650, 0.014368, 0.008804]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_2_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.996
	std = 0.016
	data = [0.969707, 1.021499, 1.001015, 0.966885, 0.990770, 1.000762, 0.973519, 1.011096, 0.984076, 0.993708, 0.979794, 0.992692, 1.000445, 1.019751, 0.988783, 1.002209, 1.015352, 1.007327, 0.988111, 0.995800, 0.980039, 1.029284, 1.002528, 0.988277]


class Program_weight_tensor_meta_input_17:
	name = "in_5"
	original_name = "input_17"
	shape = [2, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.036
	std = 0.076


class Program_weight_tensor_meta_input_23:
	name = "in_6"
	original_name = "input_23"
	shape = [2, 88, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.017
