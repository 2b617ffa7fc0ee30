class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [96, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.015
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [96, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.029


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.047
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.022


class Program_weight_tensor_meta_result:
	name = "in_10"
	original_name = "result"
	shape = [4, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.035
	std = 0.105
