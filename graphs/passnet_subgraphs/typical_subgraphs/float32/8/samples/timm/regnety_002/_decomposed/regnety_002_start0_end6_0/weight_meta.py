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


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [-0.012723, 0.013850, 0.009674, 0.006523, 0.004567, -0.022761, 0.013505, -0.017805, -0.017701, -0.003022, 0.004637, 0.027378, 0.017479, -0.027032, -0.008120, -0.010195, 0.011301, -0.003139, 0.006305, 0.042601, 0.044014, -0.002487, 0.000088, -0.029223, 0.022999, 0.037869, -0.008134, -0.039574, 0.042649, -0.011362, 0.022776, 0.012526]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.292
	min_val = 0
	data = [0.501886, 0.577765, 0.951517, 0.652852, 0.733880, 1.246531, 1.290396, 0.632445, 1.351560, 1.489598, 0.888228, 1.194224, 0.935564, 0.971447, 0.878096, 1.126691, 1.462498, 0.838414, 0.833301, 1.477462, 1.375471, 0.664084, 1.451566, 0.906424, 1.139125, 1.067716, 0.940714, 0.698201, 1.016836, 0.647084, 0.900353, 1.292888]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.083


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [128, 3, 384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
