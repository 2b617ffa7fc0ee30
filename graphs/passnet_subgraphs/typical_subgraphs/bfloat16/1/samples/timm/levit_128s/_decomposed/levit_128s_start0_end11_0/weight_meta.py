class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.015
	data = [0.034441, -0.006957, 0.008915, 0.012475, 0.037733, 0.005181, -0.006477, -0.004502, 0.004226, -0.010477, 0.007782, 0.011593, -0.018688, 0.003230, 0.018385, 0.008285]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.972
	std = 0.285
	min_val = 0
	data = [0.525159, 0.787876, 0.789316, 0.809268, 1.099536, 0.704799, 1.455170, 1.398334, 0.840042, 0.922682, 1.369230, 0.814508, 0.670939, 0.963177, 1.100330, 1.306024]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_linear_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv1_modules_linear_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.111


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.021
	data = [-0.009519, 0.012477, 0.031218, -0.027851, -0.015047, -0.007407, 0.021189, 0.000389, -0.037668, -0.022288, 0.040796, -0.009665, -0.010866, -0.006994, -0.018677, 0.004147, 0.014184, 0.003862, -0.023149, 0.002584, -0.022819, -0.016085, 0.025505, -0.005869, -0.041758, 0.016809, -0.011412, -0.026084, 0.006880, -0.026451, 0.035235, -0.027546]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.985
	std = 0.272
	min_val = 0
	data = [1.075963, 0.700949, 1.161269, 0.786064, 1.058588, 0.918795, 0.829285, 1.167913, 1.377027, 0.716542, 0.590987, 0.909754, 1.476450, 0.607009, 1.353725, 1.097804, 1.311067, 1.290415, 1.022587, 0.744734, 0.981048, 1.028207, 0.792269, 1.108206, 0.583225, 1.377417, 1.402619, 0.948330, 1.015889, 0.586477, 0.563883, 0.944891]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115, -0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.022
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266, 0.986538, 1.017457, 1.021107, 1.003557, 0.995393, 0.992165, 1.010866, 0.992097, 0.991076, 1.014880, 1.030420, 1.068210, 0.969376, 0.975317, 1.036394, 0.988969]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_linear_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_conv2_modules_linear_parameters_weight_"
	shape = [32, 16, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.048


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stem_modules_conv3_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stem_modules_conv3_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stem_modules_conv3_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stem_modules_conv3_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv3_modules_linear_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stem_modules_conv3_modules_linear_parameters_weight_"
	shape = [64, 32, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.034


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_linear_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stem_modules_conv4_modules_linear_parameters_weight_"
	shape = [128, 64, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.024


class Program_weight_tensor_meta_L_x_:
	name = "in_20"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
