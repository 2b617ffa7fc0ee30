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


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.116


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.021
	data = [-0.049353, -0.021169, -0.042486, -0.015241, -0.009879, 0.031934, -0.006594, 0.002694, 0.003652, -0.033514, 0.021299, 0.007018, 0.006948, -0.022694, -0.023018, 0.013880, 0.019095, 0.011570, -0.019656, -0.014003, -0.034253, 0.010707, -0.007550, -0.027427]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.967
	std = 0.311
	min_val = 0
	data = [1.087057, 1.275340, 1.253343, 1.219293, 1.235218, 0.665027, 0.560548, 0.504553, 1.391832, 0.721877, 0.606869, 1.063924, 0.903711, 1.158745, 0.869423, 1.387400, 0.525939, 0.507265, 1.430657, 0.783031, 1.122530, 1.182213, 1.078475, 0.684175]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.016
	data = [-0.018138, -0.011837, 0.003016, -0.020823, -0.014411, -0.044295, -0.013675, 0.010327, -0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.970445, 0.964887, 1.001523, 0.978428, 1.028807, 0.997788, 1.011537, 0.996617, 1.029806, 0.985989, 1.003611, 1.027231, 1.040743, 1.012861, 0.985349, 0.990246, 1.005157, 0.988699, 1.018556, 1.009652, 0.983404, 1.025357, 1.005471, 0.987707]


class Program_weight_tensor_meta_input_5:
	name = "in_10"
	original_name = "input_5"
	shape = [32, 24, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.014
	std = 0.090


class Program_weight_tensor_meta_x:
	name = "in_11"
	original_name = "x"
	shape = [32, 24, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.244
	std = 0.278
