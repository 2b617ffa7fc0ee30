class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.023
	data = [-0.004166, -0.032702, 0.040995, -0.009876, -0.016048, -0.019600, 0.007541, -0.009636, 0.000227, 0.003104, 0.009206, -0.014073, -0.000175, -0.017938, -0.020663, -0.040371, 0.005498, 0.000981, -0.004845, -0.041921, -0.042380, 0.019565, -0.066607, -0.026335, -0.026576, -0.053742, 0.008763, -0.015864, -0.007854, -0.001180, 0.015712, 0.003318, -0.028607, 0.003383, 0.001928, 0.001967, 0.003036, 0.025047, 0.038251, -0.011262]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [40, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.224


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [144, 40, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.118


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [48, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.202


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.024
	data = [-0.026675, 0.016864, -0.011426, -0.043833, 0.000826, 0.040521, -0.024937, 0.007598, 0.006650, 0.011418, -0.009170, -0.035749, 0.029404, -0.024838, -0.019950, 0.033469, -0.033394, 0.027101, 0.019480, 0.004936, 0.022670, 0.014049, 0.020318, -0.018683, -0.002071, 0.036743, 0.012698, 0.016705, -0.003889, 0.029492, -0.008881, 0.002838, -0.038691, 0.004539, -0.008554, -0.030995, -0.002675, 0.006940, 0.051784, 0.015576, -0.024211, -0.017171, 0.008031, -0.003618, -0.038376, -0.043338, 0.024530, 0.009382]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.035
	std = 0.289
	min_val = 0
	data = [1.378075, 0.959293, 1.032607, 1.267014, 1.109116, 0.844013, 1.316487, 1.265911, 1.162049, 1.480551, 1.119164, 1.465116, 1.471732, 0.610354, 0.690506, 0.758524, 0.966165, 0.994911, 0.650954, 1.443975, 1.395097, 0.592817, 1.392478, 1.217620, 0.843749, 0.787037, 1.175760, 0.529691, 0.509984, 1.273634, 1.015802, 1.295608, 0.648745, 0.824761, 0.664592, 1.123030, 0.799203, 1.238539, 0.649130, 1.363150, 0.793407, 0.834423, 1.252602, 1.151548, 0.975886, 1.412698, 1.029199, 0.903852]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [0.023730, 0.006132, -0.008896, 0.014604, -0.013101, 0.003338, -0.003002, -0.042546, -0.010605, -0.000177, -0.015171, 0.023504, 0.013847, 0.031448, -0.018869, 0.012033, 0.022779, 0.001571, 0.006853, 0.022521, -0.007582, 0.025116, -0.009757, 0.023716, -0.021091, -0.028746, 0.017129, -0.012908, 0.019564, -0.008705, 0.007273, -0.002645, 0.014423, 0.017075, 0.030322, 0.006445, 0.009294, 0.010305, 0.006364, -0.012189, -0.032496, -0.014122, 0.023048, -0.045026, 0.002423, -0.024634, 0.037908, 0.018087]


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_8_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.022
	data = [1.013124, 1.019502, 0.979987, 1.030495, 0.977584, 0.987519, 1.018462, 1.005903, 1.035915, 0.982705, 0.956439, 0.991863, 0.979850, 0.973028, 0.951748, 0.988555, 1.032484, 0.994092, 1.018578, 0.988303, 1.019771, 0.970866, 1.016541, 0.954593, 0.988346, 0.992487, 1.021972, 0.999232, 0.983442, 0.981561, 0.992914, 0.989496, 1.010517, 1.032430, 0.996304, 0.965572, 1.000816, 1.003878, 1.030299, 1.027393, 0.988191, 1.018669, 1.029366, 1.003439, 1.013383, 0.990617, 0.977134, 0.987812]


class Program_weight_tensor_meta_input_67:
	name = "in_9"
	original_name = "input_67"
	shape = [1, 144, 14, 14]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.014


class Program_weight_tensor_meta_scale_25:
	name = "in_10"
	original_name = "scale_25"
	shape = [1, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.014
