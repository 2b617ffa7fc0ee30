class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.017
	std = 0.198


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.021
	data = [-0.004038, -0.001527, -0.020946, 0.016346, 0.021807, -0.017784, 0.000787, 0.023365, -0.015831, 0.035660, -0.007825, -0.016037, -0.028278, -0.034402, -0.040049, 0.005083, -0.013354, -0.046766, 0.013602, -0.015881, -0.000083, 0.007935, 0.011181, 0.001190]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.088
	std = 0.299
	min_val = 0
	data = [0.681283, 1.357594, 1.480264, 0.931217, 1.407977, 0.705794, 1.403677, 1.274936, 1.152512, 0.972951, 0.950876, 1.235210, 0.922503, 0.679350, 1.312923, 0.680397, 0.764281, 1.487372, 1.156276, 1.226458, 1.371278, 0.805969, 1.486571, 0.663925]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.016
	data = [-0.018138, -0.011837, 0.003016, -0.020823, -0.014411, -0.044295, -0.013675, 0.010327, -0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.970445, 0.964887, 1.001523, 0.978428, 1.028807, 0.997788, 1.011537, 0.996617, 1.029806, 0.985989, 1.003611, 1.027231, 1.040743, 1.012861, 0.985349, 0.990246, 1.005157, 0.988699, 1.018556, 1.009652, 0.983404, 1.025357, 1.005471, 0.987707]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [24, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.011
	std = 0.148


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.027
	data = [-0.008586, 0.029869, 0.003216, 0.028003, 0.010926, 0.045150, -0.044924, 0.027907, 0.013881, 0.014879, -0.009601, -0.014100, -0.030535, -0.021494, 0.009416, -0.037794, 0.050717, 0.005396, 0.036263, 0.014973, -0.014039, 0.042042, 0.000247, -0.034929]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.948
	std = 0.333
	min_val = 0
	data = [0.628531, 0.889683, 1.249712, 1.072995, 0.843766, 0.626403, 1.497671, 0.643151, 1.041183, 1.327181, 0.887724, 0.787611, 1.488140, 0.572798, 0.880209, 0.618992, 0.626841, 1.456583, 0.648636, 1.373493, 0.674379, 1.458071, 0.580072, 0.869639]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.019
	data = [-0.010221, -0.034275, -0.010201, -0.009498, -0.012668, -0.029354, -0.017570, -0.041568, -0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.004
	std = 0.019
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.019749, 0.970244, 1.011734, 1.003166, 1.002205, 0.983624, 1.012655, 0.961662, 1.026238, 0.995803, 1.015635, 1.019794, 1.008294, 0.969821, 1.040721, 1.002632]


class Program_weight_tensor_meta_x_5:
	name = "in_10"
	original_name = "x_5"
	shape = [32, 16, 128, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.125
	std = 0.234
