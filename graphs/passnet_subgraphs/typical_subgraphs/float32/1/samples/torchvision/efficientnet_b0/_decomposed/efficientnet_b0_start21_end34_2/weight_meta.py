class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [4]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.012
	std = 0.025
	data = [-0.025725, 0.022534, -0.034240, -0.008589]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [4, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.707


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [96, 4, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.146


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.020
	data = [-0.016354, -0.009619, 0.039091, -0.014907, -0.015141, 0.019782, 0.000028, -0.028518, 0.039950, 0.020849, -0.000020, 0.002517, -0.007040, -0.009020, -0.039428, -0.001015, 0.002210, -0.031000, -0.020176, 0.020761, -0.021350, 0.000825, 0.002181, -0.003542]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.974
	std = 0.271
	min_val = 0
	data = [1.139677, 0.717758, 0.622587, 1.383905, 0.820933, 1.421562, 1.370545, 0.924797, 1.277408, 1.190048, 0.734938, 1.169452, 0.557905, 0.921825, 0.686310, 0.599660, 1.100765, 0.983920, 0.840262, 1.224884, 0.708022, 0.717197, 1.169834, 1.101496]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.020
	data = [-0.001968, 0.009709, 0.014151, 0.000861, -0.008789, -0.013522, 0.034778, -0.018846, 0.019528, -0.021779, -0.003269, 0.045597, 0.004553, 0.000735, 0.007360, 0.019518, 0.017520, 0.028496, -0.005448, 0.018705, -0.029841, -0.011366, -0.018555, 0.042320]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_2_modules_0_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.019
	data = [1.015942, 0.990078, 0.974594, 1.023309, 0.998870, 1.012806, 0.993931, 0.997829, 1.014099, 1.000611, 0.982915, 1.010776, 0.989470, 0.973359, 1.030903, 1.008173, 0.958907, 1.010518, 1.011989, 0.991844, 1.009061, 0.992164, 1.042807, 0.995876]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.117


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.019
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [144, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.040


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.975
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_features_modules_2_modules_1_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.018


class Program_weight_tensor_meta_input_15:
	name = "in_19"
	original_name = "input_15"
	shape = [4, 96, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.015


class Program_weight_tensor_meta_scale_5:
	name = "in_20"
	original_name = "scale_5"
	shape = [4, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.015
