class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.020
	data = [-0.017855, 0.007247, 0.010136, 0.026193, -0.004923, 0.001842, -0.010965, -0.023310, 0.000989, -0.008341, 0.000361, 0.023666, -0.032692, -0.050971, 0.015376, 0.030877, -0.009932, -0.006134, -0.054121, -0.037414, 0.030106, 0.000077, -0.013701, -0.029342, -0.000387, -0.022222, -0.002211, -0.002424, -0.001721, 0.008594, 0.023108, -0.019261, -0.030000, -0.011105, 0.018958, 0.023522, 0.010614, -0.000544, 0.004155, 0.007373, 0.013655, -0.014394, 0.003419, 0.016814, -0.032130, 0.001784, 0.002767, 0.010453]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [48, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.205


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [1152, 48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [320, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.079


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.023
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_7_modules_0_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_0_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_8_modules_0_parameters_weight_"
	shape = [1280, 320, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.040


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_8_modules_1_buffers_running_mean_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_8_modules_1_buffers_running_var_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_8_modules_1_parameters_bias_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_8_modules_1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_8_modules_1_parameters_weight_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_input_141:
	name = "in_14"
	original_name = "input_141"
	shape = [4, 1152, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.015


class Program_weight_tensor_meta_scale_75:
	name = "in_15"
	original_name = "scale_75"
	shape = [4, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.015
