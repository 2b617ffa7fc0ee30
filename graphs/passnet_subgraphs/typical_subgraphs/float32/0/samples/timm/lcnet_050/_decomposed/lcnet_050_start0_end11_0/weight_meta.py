class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.030
	data = [0.035451, -0.058401, 0.006239, -0.008491, 0.028233, 0.010082, 0.023828, 0.020189]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.986
	std = 0.370
	min_val = 0
	data = [1.377336, 0.941370, 1.403029, 0.699285, 0.511033, 1.258105, 1.172173, 0.525654]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.018
	data = [0.003837, 0.025276, -0.025809, -0.015822, -0.000418, -0.014370, 0.010373, -0.026250]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn1_parameters_weight_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.988674, 1.007462, 0.982160, 0.969818, 1.007408, 1.029130, 1.018796, 1.015497]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.015
	std = 0.018
	data = [-0.030933, -0.010513, 0.001101, -0.020984, 0.022095, -0.023583, -0.017260, 0.005446, -0.007312, -0.017002, -0.031166, -0.044991, -0.037189, -0.005252, -0.028270, 0.000320]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.081
	std = 0.243
	min_val = 0
	data = [0.760279, 1.228304, 1.172829, 1.213467, 1.202014, 0.577524, 1.165417, 0.850282, 0.919039, 0.960533, 1.421907, 1.447825, 1.248047, 0.805140, 1.148276, 1.171992]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.023
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_dw_parameters_weight_"
	shape = [8, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.062
	std = 0.456


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_"
	shape = [16, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.027
	std = 0.370


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.020
	data = [0.040842, 0.024745, 0.004657, -0.030981, -0.005716, -0.020986, 0.001860, 0.031103, -0.006946, -0.002803, 0.001280, -0.002402, -0.007307, 0.015013, 0.037393, -0.003623]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.948
	std = 0.273
	min_val = 0
	data = [0.699920, 0.537539, 0.543184, 0.727738, 1.052584, 1.337458, 0.968824, 0.607350, 1.370907, 0.963027, 0.819543, 0.985224, 1.217599, 0.937507, 1.196873, 1.209020]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_"
	shape = [16, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.008
	std = 0.446


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.027
	data = [-0.007140, 0.042652, -0.025054, 0.001924, -0.015875, -0.040232, -0.012364, 0.027499]


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.059
	std = 0.251
	min_val = 0
	data = [1.365166, 0.840712, 0.823803, 1.016677, 1.338996, 1.256482, 0.709975, 1.119499]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.014
	data = [-0.014385, -0.008067, -0.011933, 0.003641, -0.017133, 0.022012, -0.021424, 0.002454]


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.996
	std = 0.025
	data = [1.030820, 0.994131, 0.956424, 1.011369, 0.978310, 0.972028, 1.008067, 1.016760]


class Program_weight_tensor_meta_L_self_modules_conv_stem_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_conv_stem_parameters_weight_"
	shape = [8, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.152


class Program_weight_tensor_meta_L_x_:
	name = "in_20"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
