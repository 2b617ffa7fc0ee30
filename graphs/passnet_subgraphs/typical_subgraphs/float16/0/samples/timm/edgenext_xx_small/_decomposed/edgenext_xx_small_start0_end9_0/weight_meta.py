class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.019749, -0.029756, 0.011734, 0.003166, 0.002205, -0.016376, 0.012655, -0.038338, 0.026238, -0.004197, 0.015635, 0.019794, 0.008294, -0.030179, 0.040721, 0.002632]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [96, 24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [-0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, 0.029805, -0.014011, 0.003611, 0.027230, 0.040743, 0.012861, -0.014651, -0.009754, 0.005157, -0.011300, 0.018556, 0.009652, -0.016596, 0.025357, 0.005471, -0.012293]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_norm_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.019
	data = [0.989779, 0.965725, 0.989799, 0.990502, 0.987332, 0.970646, 0.982430, 0.958432, 0.993133, 1.031425, 1.003832, 1.007599, 0.997105, 1.012752, 0.994374, 0.973403, 0.997160, 0.989317, 0.989532, 1.017230, 0.982261, 1.016775, 1.023058, 0.964778]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_0_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.009362, -0.003154, 0.028873, 0.005321, 0.003329, 0.017488, -0.002869, -0.002232, 0.018637, 0.025180, 0.040100, 0.001075, 0.012361, -0.008256, -0.016821, -0.046321]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_0_parameters_weight_"
	shape = [24, 3, 4, 4]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.014
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, 0.001465, 0.022266, 0.005645, 0.008685, -0.016050, -0.025904, -0.015004, -0.026239, 0.004128, -0.006669, -0.008577, 0.004658, 0.015938, -0.003697, -0.007403, -0.024206]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020
	data = [0.995683, 0.985149, 1.011254, 1.005193, 0.996521, 0.986425, 1.018765, 1.009777, 0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115]


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
