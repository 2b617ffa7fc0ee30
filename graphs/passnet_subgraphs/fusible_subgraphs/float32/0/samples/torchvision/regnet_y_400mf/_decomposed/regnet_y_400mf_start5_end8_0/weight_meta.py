class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_0_parameters_weight_"
	shape = [48, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.202


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.019
	data = [0.018310, 0.048040, 0.014907, 0.017383, 0.010453, -0.023906, 0.015603, -0.024974, 0.003806, 0.005099, 0.032774, 0.003291, -0.003789, -0.028457, -0.000927, 0.016325, -0.003238, 0.004301, -0.022587, -0.000416, 0.016152, -0.004235, 0.055598, 0.015504, 0.037403, -0.015803, 0.022919, 0.023105, -0.003143, 0.027230, 0.015251, -0.010501, 0.013792, 0.007666, 0.029316, -0.008128, 0.013913, -0.002031, -0.029020, 0.019820, -0.000030, 0.013406, 0.005385, -0.031921, 0.020637, 0.004667, 0.028106, 0.001561]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.992
	std = 0.283
	min_val = 0
	data = [1.330773, 1.065634, 1.211296, 1.148356, 0.906642, 1.223659, 0.905857, 0.570205, 0.850857, 0.985080, 0.608063, 0.786288, 0.835756, 0.718435, 1.325744, 0.935451, 0.505806, 0.689844, 0.904762, 0.994994, 1.281402, 1.365322, 1.100854, 0.706848, 1.345355, 1.044623, 1.020124, 1.105083, 0.539904, 0.971365, 0.801018, 0.562775, 1.120546, 0.884202, 1.283396, 1.348481, 0.970687, 0.761149, 1.254990, 1.381097, 1.123667, 0.525389, 1.365230, 0.600792, 1.145523, 0.568166, 1.421259, 1.490379]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.018
	data = [0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289, -0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.016
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.006281, 1.004267, 0.997599, 1.007209, 0.993719, 0.978426, 1.004816, 0.972075, 0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081, 0.988807, 1.010669, 1.008138, 1.007892, 1.003430, 1.017521, 0.994258, 1.020433, 0.998512, 0.978156, 1.007841, 1.011891, 1.013245, 0.975874, 1.012149, 0.989057]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.107
	std = 0.136
