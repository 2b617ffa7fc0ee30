class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [88, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.147


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.300
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [88, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.050


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.016
	std = 0.308
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_3_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [88]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.996
	std = 0.021


class Program_weight_tensor_meta_input_17:
	name = "in_10"
	original_name = "input_17"
	shape = [32, 24, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.036
	std = 0.076
