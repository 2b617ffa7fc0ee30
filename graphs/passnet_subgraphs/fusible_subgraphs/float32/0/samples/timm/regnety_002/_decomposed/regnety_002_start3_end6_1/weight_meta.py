class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.024849, -0.003017, 0.012949, -0.020202, 0.034976, 0.004342, -0.012732, -0.010148, -0.001397, 0.031144, -0.025374, 0.048039, 0.009549, -0.015163, -0.015151, 0.018859, 0.009429, 0.019984, 0.005044, -0.011836, -0.021991, 0.026784, 0.031047, -0.026752]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.009
	std = 0.296
	min_val = 0
	data = [1.318187, 1.225654, 0.568476, 0.539514, 1.345058, 1.424918, 1.447892, 1.258215, 0.812692, 0.951686, 1.451208, 0.983054, 0.708773, 1.217537, 0.660487, 1.139198, 0.772532, 0.910556, 1.230249, 0.761427, 0.997422, 0.575199, 1.079636, 0.831174]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.017
	data = [0.001465, 0.022266, 0.005645, 0.008685, -0.016050, -0.025904, -0.015004, -0.026239, -0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.999934, 0.989311, 1.023374, 1.007890, 1.038829, 1.015830, 0.999595, 0.991257, 0.969294, 0.991746, 1.019326, 1.032496, 0.992688, 0.973951, 1.001988, 1.008836]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s1_modules_b1_modules_conv1_modules_conv_parameters_weight_"
	shape = [24, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.019
	std = 0.282


class Program_weight_tensor_meta_x_2:
	name = "in_5"
	original_name = "x_2"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.091
	std = 0.132
