class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.122


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.014
	data = [0.013334, 0.000195, 0.022814, -0.010739, -0.005953, 0.000246, -0.004626, 0.001130, -0.000550, -0.008724, -0.001945, -0.012145, 0.004651, 0.012989, -0.012081, -0.015095, -0.007798, 0.036998, 0.001691, 0.011440, -0.034361, -0.005218, -0.002398, -0.000207]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.104
	std = 0.268
	min_val = 0
	data = [0.948848, 1.238170, 1.360773, 1.118448, 1.308954, 0.842830, 0.975359, 0.583617, 1.217457, 0.742646, 0.923240, 0.510814, 1.042758, 1.157395, 1.302364, 0.889960, 1.024124, 1.470078, 1.006319, 1.360029, 1.489819, 1.425461, 1.226822, 1.319355]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.019
	data = [-0.010221, -0.034275, -0.010201, -0.009498, -0.012668, -0.029354, -0.017570, -0.041568, -0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.019
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.019749, 0.970244, 1.011734, 1.003166, 1.002205, 0.983624, 1.012655, 0.961662, 1.026238, 0.995803, 1.015635, 1.019794, 1.008294, 0.969821, 1.040721, 1.002632]


class Program_weight_tensor_meta_input_5:
	name = "in_5"
	original_name = "input_5"
	shape = [1, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.014
	std = 0.090
