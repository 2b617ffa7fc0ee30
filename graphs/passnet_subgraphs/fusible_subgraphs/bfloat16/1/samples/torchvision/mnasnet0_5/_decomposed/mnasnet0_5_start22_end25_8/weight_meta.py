class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_6_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_6_parameters_weight_"
	shape = [16, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.366


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.019
	data = [0.010683, 0.009319, 0.000526, -0.014662, 0.032023, -0.036681, 0.000338, -0.016363, 0.029804, -0.017384, -0.011948, -0.016613, -0.020905, -0.009761, 0.002796, 0.010469]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.068
	std = 0.298
	min_val = 0
	data = [0.797343, 1.226022, 0.591694, 0.935783, 0.759898, 0.844611, 1.446918, 1.431401, 0.638370, 1.082107, 1.002791, 1.471564, 1.360916, 0.983082, 1.421071, 1.089909]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.022
	data = [0.007285, 0.001763, -0.026138, -0.014127, -0.003284, -0.019429, -0.020617, 0.012946, -0.003812, 0.014333, -0.040004, -0.048193, 0.004388, -0.033977, 0.026188, -0.033226]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.988778, 0.991394, 0.993335, 0.969072, 0.999706, 1.024502, 1.031873, 0.967370, 0.998862, 1.012593, 1.005423, 0.986280, 0.978164, 1.033593, 0.982384, 1.011601]


class Program_weight_tensor_meta_input_16:
	name = "in_5"
	original_name = "input_16"
	shape = [4, 16, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.070


class Program_weight_tensor_meta_input_22:
	name = "in_6"
	original_name = "input_22"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.014
	std = 0.019
