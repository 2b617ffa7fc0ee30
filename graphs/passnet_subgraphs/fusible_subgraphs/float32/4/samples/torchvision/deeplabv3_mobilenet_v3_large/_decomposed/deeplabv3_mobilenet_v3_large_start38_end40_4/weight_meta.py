class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [40, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.228


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.008
	std = 0.022
	data = [0.037741, 0.011380, 0.022787, -0.009651, 0.041949, -0.003732, 0.014358, 0.039342, 0.010577, -0.016504, -0.011238, -0.016775, 0.023880, -0.010479, -0.020483, -0.033999, 0.003545, -0.001242, 0.009036, -0.013489, 0.032825, 0.010016, 0.002562, -0.000613, 0.020140, -0.007090, -0.040561, 0.030108, -0.014062, 0.025462, 0.021257, 0.020845, 0.007320, 0.003845, -0.000548, -0.010329, 0.014465, 0.016283, 0.061058, 0.036754]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.979
	std = 0.278
	min_val = 0
	data = [0.904469, 1.128259, 1.247488, 0.960287, 1.008614, 1.099236, 1.273984, 1.270159, 1.485493, 0.579817, 0.630070, 0.579234, 1.296886, 0.662557, 0.615051, 0.698953, 0.695317, 1.443115, 0.869824, 0.825494, 1.309666, 1.019844, 0.862487, 0.651697, 1.076652, 1.261066, 0.859719, 1.371427, 0.705986, 0.884828, 1.026610, 0.556406, 1.083774, 0.647903, 0.663126, 1.266462, 0.923043, 1.148731, 1.204218, 1.358386]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.016
	data = [-0.011017, 0.001838, -0.005258, -0.023014, 0.016292, 0.023122, 0.035045, -0.016429, -0.022485, 0.011428, -0.004005, 0.020072, -0.022376, -0.009622, -0.015359, -0.002337, 0.035583, -0.000561, 0.007354, -0.007777, -0.001845, 0.009224, 0.013278, -0.015719, -0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.000234, 0.000290, -0.014457, -0.004021, -0.017336, 0.024974, -0.016747, 0.004494]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.026
	data = [1.016448, 1.018814, 0.955838, 1.008381, 0.995028, 0.973095, 0.994002, 0.956114, 0.993923, 0.995816, 1.013650, 0.997411, 1.024286, 1.049790, 0.985094, 0.965682, 1.027345, 1.044026, 1.002817, 1.014435, 1.029343, 0.970919, 0.967326, 0.985169, 1.010348, 1.042406, 1.018283, 1.008068, 0.992105, 0.989536, 1.000123, 0.948913, 0.953884, 0.982483, 0.985903, 1.015854, 0.989641, 1.038089, 0.977612, 1.014827]


class Program_weight_tensor_meta_input_31:
	name = "in_5"
	original_name = "input_31"
	shape = [8, 72, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.008
