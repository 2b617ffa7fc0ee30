class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.116


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.021
	data = [-0.049353, -0.021169, -0.042486, -0.015241, -0.009879, 0.031934, -0.006594, 0.002694, 0.003652, -0.033514, 0.021299, 0.007018, 0.006948, -0.022694, -0.023018, 0.013880, 0.019095, 0.011570, -0.019656, -0.014003, -0.034253, 0.010707, -0.007550, -0.027427]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.967
	std = 0.311
	min_val = 0
	data = [1.087057, 1.275340, 1.253343, 1.219293, 1.235218, 0.665027, 0.560548, 0.504553, 1.391832, 0.721877, 0.606869, 1.063924, 0.903711, 1.158745, 0.869423, 1.387400, 0.525939, 0.507265, 1.430657, 0.783031, 1.122530, 1.182213, 1.078475, 0.684175]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.016
	data = [-0.018138, -0.011837, 0.003016, -0.020823, -0.014411, -0.044295, -0.013675, 0.010327, -0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.970445, 0.964887, 1.001523, 0.978428, 1.028807, 0.997788, 1.011537, 0.996617, 1.029806, 0.985989, 1.003611, 1.027231, 1.040743, 1.012861, 0.985349, 0.990246, 1.005157, 0.988699, 1.018556, 1.009652, 0.983404, 1.025357, 1.005471, 0.987707]


class Program_weight_tensor_meta_x:
	name = "in_5"
	original_name = "x"
	shape = [1, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.244
	std = 0.278
