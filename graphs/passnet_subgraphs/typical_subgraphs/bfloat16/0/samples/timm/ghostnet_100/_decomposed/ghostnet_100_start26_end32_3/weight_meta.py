class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020
	data = [-0.021870, -0.008634, -0.007769, -0.019664, -0.023687, 0.034141, 0.009535, -0.021217, 0.011339, -0.006749, 0.005198, -0.016319, -0.000231, 0.014763, 0.003589, 0.021186, -0.001592, -0.019261, 0.007393, 0.038559, -0.023643, 0.025638, -0.000099, 0.016362, -0.000021, 0.004343, -0.032786, -0.011957, 0.009705, -0.008742, -0.034724, -0.014259, -0.027112, -0.013995, 0.022418, 0.025705, 0.023654, -0.037382, 0.004046, 0.029958, 0.007579, 0.016898, 0.035060, -0.012452, 0.001134, -0.040803, -0.017642, 0.002443]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.038
	std = 0.263
	min_val = 0
	data = [1.490634, 0.640085, 1.244391, 1.220996, 1.013628, 1.141421, 1.229347, 1.345780, 0.969536, 1.059126, 1.043164, 1.191350, 1.165102, 1.220146, 0.864944, 1.177808, 0.901019, 1.484076, 0.501663, 0.919028, 0.920844, 1.203337, 1.462743, 0.697736, 1.328489, 0.967506, 0.761786, 1.000071, 1.092645, 0.959647, 0.763871, 1.280956, 1.206186, 1.192743, 0.982055, 1.122161, 0.824820, 0.672468, 0.661499, 1.392970, 0.815981, 0.692977, 0.702937, 1.492093, 0.878825, 0.701861, 0.759723, 1.448660]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.023
	data = [0.009979, 0.017560, 0.007789, 0.029250, 0.009590, -0.010668, -0.000693, 0.013146, -0.006224, -0.011240, -0.009670, -0.025442, -0.003480, 0.011082, -0.003633, -0.004689, 0.005884, 0.015946, 0.025284, 0.018710, 0.010909, -0.030748, 0.006249, 0.014801, 0.029004, 0.082030, 0.022365, -0.031337, -0.013980, 0.011488, 0.024761, -0.012811, -0.015289, 0.004817, 0.003329, -0.044636, 0.027784, -0.010047, 0.033594, -0.020479, 0.033718, -0.024354, 0.015299, 0.023942, -0.014256, -0.001312, 0.044099, 0.035703]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn_dw_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.006
	std = 0.024
	data = [0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.975148, 1.025691, 1.004875, 1.010607, 0.999709, 0.955286, 1.029321, 0.975619, 1.012885, 1.078600, 0.997512, 1.005907, 1.007653, 0.989006, 0.980119, 1.026919, 1.038913, 0.974193, 0.953010, 0.958623, 1.018188, 0.986108, 1.039189, 0.977923, 1.010823, 1.030779, 1.021721, 1.024928, 1.002301, 1.032386, 1.009274, 1.026015, 1.017465, 1.001302, 1.015465, 0.980597, 0.982246, 0.993634, 0.993312, 1.009086]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.191


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [12, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.028
	std = 0.192


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.009549, 0.022434, 0.018983, -0.008592, -0.020066, 0.014156, -0.001413, 0.016138, -0.013072, -0.007054, -0.032370, 0.030873]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.041
	std = 0.315
	min_val = 0
	data = [1.055551, 1.208615, 1.435388, 0.581521, 0.727538, 1.267676, 1.466720, 1.216274, 0.716661, 0.828258, 0.691534, 1.291262]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.016
	data = [0.007300, 0.007640, 0.018690, -0.002023, -0.014860, -0.019979, -0.000537, 0.001852, -0.011795, 0.010253, 0.016125, -0.035400]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.995997, 1.025214, 1.027011, 0.980042, 0.993714, 1.019299, 0.971825, 0.983672, 1.013969, 1.027967, 0.981004, 0.987535]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_"
	shape = [12, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.081


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.016
	data = [0.005745, -0.006408, 0.010090, -0.011276, 0.011950, 0.005129, -0.010033, 0.005725, 0.008692, 0.039075, -0.010316, -0.023128]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.971
	std = 0.356
	min_val = 0
	data = [1.244473, 1.363778, 1.068226, 0.623093, 1.472748, 0.914633, 0.553885, 0.626548, 0.561137, 1.173943, 1.389955, 0.653946]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.012
	data = [0.007278, 0.010685, 0.004523, 0.019700, 0.007200, 0.015923, 0.018671, -0.002839, 0.007744, 0.034624, 0.035807, 0.017539]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_"
	shape = [12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.021
	data = [1.016863, 0.989915, 1.003025, 1.013206, 1.016275, 0.998375, 0.996835, 1.011356, 0.985742, 1.011043, 1.041362, 0.957828]


class Program_weight_tensor_meta_x_6:
	name = "in_15"
	original_name = "x_6"
	shape = [2, 48, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.094
