class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [6]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.019
	data = [-0.026434, -0.008472, -0.001073, 0.023965, 0.006518, 0.022488]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [6, 144, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.026
	std = 0.562


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [144, 6, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.120


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.290


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.024
	data = [-0.017593, 0.023671, 0.005124, -0.040221, 0.003564, -0.022205, 0.027233, 0.036324, -0.009256, 0.001296, 0.038448, -0.044933, 0.021904, -0.006202, 0.021096, 0.005564, -0.029581, 0.021488, 0.026272, -0.006371, -0.024492, 0.023400, -0.002259, -0.017813]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.013
	std = 0.295
	min_val = 0
	data = [0.905962, 0.966133, 0.979395, 1.241961, 0.729110, 1.177173, 0.699939, 1.431057, 0.919721, 1.436279, 0.619345, 1.064377, 1.243001, 0.920473, 1.491395, 1.294243, 1.168801, 1.327015, 0.697262, 0.785993, 1.280054, 0.503655, 0.544917, 0.880545]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.021
	data = [0.003389, 0.026692, 0.011612, 0.024351, -0.049758, -0.024372, -0.005132, 0.027945, -0.039720, -0.012597, 0.012215, -0.002831, -0.012222, -0.011347, 0.021631, -0.009649, 0.009219, -0.008040, 0.011267, -0.018669, -0.029177, 0.004718, 0.013082, -0.029688]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.982976, 0.958941, 0.972964, 0.999422, 1.007888, 1.001158, 0.986627, 0.998223, 1.044899, 1.013414, 0.992218, 1.013011, 0.984599, 1.023468, 0.968078, 1.016167, 0.993299, 1.019456, 0.979713, 0.995803, 1.009364, 0.982254, 0.998345, 1.016284]


class Program_weight_tensor_meta_input_24:
	name = "in_9"
	original_name = "input_24"
	shape = [4, 144, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.015


class Program_weight_tensor_meta_scale_10:
	name = "in_10"
	original_name = "scale_10"
	shape = [4, 144, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.015
