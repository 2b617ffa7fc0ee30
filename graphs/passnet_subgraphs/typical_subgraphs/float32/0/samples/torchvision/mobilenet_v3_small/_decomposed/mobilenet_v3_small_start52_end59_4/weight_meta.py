class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [64, 240, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [240]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [240, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.092


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [40, 240, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.222


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.022
	data = [0.009045, 0.029062, -0.013355, 0.023458, 0.004335, 0.018607, 0.015212, 0.006394, -0.006540, 0.033557, 0.007149, 0.002457, 0.020876, -0.013878, 0.070223, -0.022739, 0.010755, -0.021756, -0.021209, -0.006264, 0.010715, 0.019064, -0.036409, 0.026662, 0.012020, -0.033388, -0.029502, -0.013287, -0.005335, 0.019983, -0.009723, 0.004240, 0.007532, 0.022094, -0.016063, 0.003264, 0.030742, 0.030082, 0.009568, 0.031953]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.965
	std = 0.277
	min_val = 0
	data = [0.661601, 1.139448, 1.155264, 0.601090, 0.795394, 0.713848, 0.784522, 1.043772, 0.701272, 1.486393, 1.149501, 1.193813, 1.140846, 0.670032, 0.989189, 0.567084, 0.729882, 1.214705, 0.611950, 1.438218, 1.210362, 1.031422, 1.014236, 0.827483, 1.084365, 1.206862, 0.798717, 0.755103, 0.877423, 0.791667, 0.612861, 0.620550, 0.831591, 1.332114, 1.332747, 0.786552, 1.473184, 0.748485, 1.022415, 1.467621]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020
	data = [0.056849, -0.012802, -0.011748, 0.022602, -0.010027, -0.012155, -0.002712, -0.012625, -0.000209, 0.014802, -0.034320, -0.000199, -0.013938, -0.034119, -0.006119, 0.043015, 0.004352, -0.009619, 0.012324, -0.005877, 0.005410, 0.015851, -0.011639, 0.007465, -0.007896, 0.002886, -0.011364, -0.024939, 0.019121, -0.002354, -0.043674, -0.009689, -0.013333, -0.011217, 0.021074, -0.015541, -0.013128, 0.035402, -0.010897, 0.027168]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_5_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.019
	data = [1.015766, 1.000840, 0.959257, 1.038015, 0.998437, 1.008833, 1.019230, 0.988227, 0.968950, 1.009241, 0.972109, 1.001933, 0.976489, 0.985781, 0.980840, 0.996913, 1.020932, 0.973161, 0.966448, 1.013830, 1.003719, 1.002679, 0.984739, 1.014667, 0.981224, 0.987938, 0.996004, 1.006034, 1.008889, 1.014852, 0.983881, 0.995949, 1.017835, 1.003783, 1.032395, 0.992313, 0.962404, 1.005742, 1.005239, 0.992835]


class Program_weight_tensor_meta_input_40:
	name = "in_9"
	original_name = "input_40"
	shape = [1, 240, 14, 14]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.016


class Program_weight_tensor_meta_scale_10:
	name = "in_10"
	original_name = "scale_10"
	shape = [1, 240, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.016
