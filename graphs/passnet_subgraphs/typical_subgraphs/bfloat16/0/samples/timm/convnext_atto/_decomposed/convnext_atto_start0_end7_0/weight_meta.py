class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, 0.029805, -0.014011, 0.003611, 0.027230, 0.040743, 0.012861, -0.014651, -0.009754, 0.005157, -0.011300, 0.018556, 0.009652, -0.016596, 0.025357, 0.005471, -0.012293]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
	shape = [40, 1, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.029
	data = [0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077, 0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, -0.022309, 0.043828, 0.002315, 0.015546, -0.021842, -0.001222, -0.029855, -0.035288, -0.037944, -0.000045, -0.039443, -0.038678, 0.042865, -0.019252, -0.011271, 0.032892]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.021
	data = [0.981862, 0.988163, 1.003016, 0.979177, 0.985589, 0.955705, 0.986325, 1.010327, 1.015857, 1.001665, 1.008456, 0.962625, 0.977886, 1.002875, 1.011672, 1.026963, 0.968458, 1.007219, 0.972934, 0.995858, 0.995025, 0.975360, 1.012513, 0.975537, 0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.975148, 1.025691, 1.004875, 1.010607, 0.999709, 0.955286, 1.029321, 0.975619]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_0_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.006445, -0.025267, 0.007000, 0.006163, 0.002397, 0.024753, 0.022336, -0.004946, -0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, -0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, 0.024064, 0.001691, -0.024003, -0.000096, -0.010361, -0.006134, -0.031620, 0.034133]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_0_parameters_weight_"
	shape = [40, 3, 4, 4]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746, -0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.016587, -0.028145, 0.032537, 0.003445, -0.032230, -0.009589, -0.002867, -0.006346, 0.011473, 0.019959, 0.010872, 0.001576, 0.017257, -0.000390, 0.019821, -0.015555]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.022
	data = [1.004110, 0.990993, 0.988538, 0.988893, 1.011886, 1.030839, 1.010147, 0.988179, 0.973493, 1.003771, 0.998619, 0.990102, 0.970082, 0.996123, 1.008910, 1.026505, 1.030182, 1.041639, 1.034134, 1.047607, 0.977488, 0.993660, 0.978151, 0.998296, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_L_x_:
	name = "in_8"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
