class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [72, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.055


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.051
	std = 0.270
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.025


class Program_weight_tensor_meta_input_12:
	name = "in_5"
	original_name = "input_12"
	shape = [1, 72, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.024
	std = 0.032
