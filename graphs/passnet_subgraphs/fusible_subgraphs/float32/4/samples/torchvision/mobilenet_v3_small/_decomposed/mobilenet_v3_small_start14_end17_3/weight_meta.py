class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [72, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.162


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.039
	std = 0.300
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.016


class Program_weight_tensor_meta_input_9:
	name = "in_5"
	original_name = "input_9"
	shape = [32, 16, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.059
