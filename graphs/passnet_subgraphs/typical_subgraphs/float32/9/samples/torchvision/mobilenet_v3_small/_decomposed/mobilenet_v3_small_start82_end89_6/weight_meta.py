class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [0.019548, -0.002866, -0.025151, -0.009296, 0.025465, -0.001464, -0.032931, 0.015043, -0.061712, 0.000135, 0.012081, 0.008884, 0.006911, 0.006080, -0.003448, 0.012959, -0.047134, 0.011602, -0.012210, 0.018162, -0.008930, -0.010693, 0.012703, 0.000841, -0.003639, -0.004372, -0.011926, -0.011146, 0.000274, 0.020830, -0.008871, 0.008203]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [32, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.251


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [120, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.131


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [48, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.200


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [0.007863, -0.022573, -0.015787, 0.037124, 0.012919, 0.012036, -0.002889, 0.000535, 0.018119, -0.025129, 0.018019, 0.046273, -0.025205, 0.004495, 0.010319, -0.015471, -0.029820, 0.014781, 0.026476, -0.001778, 0.022765, -0.000784, 0.001112, -0.004999, -0.007574, 0.032215, -0.001541, 0.006723, 0.016693, -0.006757, -0.000637, 0.058396, 0.013644, -0.004426, 0.019464, -0.034478, -0.013071, 0.036393, 0.016057, 0.028104, -0.035898, 0.015407, 0.004580, -0.009249, -0.027965, 0.019653, 0.008322, -0.020901]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.312
	min_val = 0
	data = [1.018037, 0.662355, 1.498188, 1.431540, 0.805822, 1.027126, 0.727024, 1.152206, 1.276019, 1.355642, 1.456619, 1.075339, 0.631816, 0.521316, 1.099534, 1.228619, 0.702447, 1.033537, 0.564386, 1.167443, 1.165440, 0.511573, 0.867202, 0.577974, 0.653003, 0.697005, 1.332019, 0.771010, 0.969907, 1.467952, 0.554146, 1.250493, 0.951449, 1.013114, 1.353712, 0.529122, 1.194895, 1.250570, 0.912901, 1.066356, 1.352377, 0.663772, 1.419444, 0.654963, 1.260673, 1.404061, 1.160550, 0.571884]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.025
	data = [-0.013543, -0.062283, -0.059396, -0.017441, -0.013634, 0.007374, -0.011873, -0.004024, -0.013302, 0.035573, 0.003267, 0.024271, 0.040131, -0.029303, -0.052441, 0.021626, 0.006826, 0.009342, -0.003702, 0.000005, -0.005575, -0.031333, -0.036562, -0.000732, 0.001532, 0.031691, -0.004360, 0.022801, 0.005175, 0.032025, -0.023760, 0.008608, -0.014931, 0.005805, -0.021351, -0.028235, 0.012978, 0.007719, 0.007241, -0.000051, -0.028581, 0.009435, -0.005517, -0.034851, -0.005862, 0.040756, 0.033016, 0.018182]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_7_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.991
	std = 0.022
	data = [0.976970, 0.963224, 0.955296, 0.985419, 1.029550, 1.017985, 0.988790, 1.016675, 0.955900, 1.003759, 0.975596, 0.972770, 1.003135, 1.006839, 1.012414, 0.973917, 0.967598, 0.998497, 1.006350, 1.003669, 0.973046, 0.996224, 1.018367, 0.990765, 0.993676, 1.004021, 1.017440, 0.978537, 1.012104, 0.956368, 0.984675, 0.997055, 1.025684, 1.012824, 0.978969, 1.020215, 0.980191, 0.951128, 1.010089, 0.977379, 0.976387, 1.008978, 0.972327, 1.013360, 0.967815, 0.974194, 1.001448, 0.950719]


class Program_weight_tensor_meta_input_58:
	name = "in_9"
	original_name = "input_58"
	shape = [1, 120, 14, 14]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.014


class Program_weight_tensor_meta_scale_20:
	name = "in_10"
	original_name = "scale_20"
	shape = [1, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.014
