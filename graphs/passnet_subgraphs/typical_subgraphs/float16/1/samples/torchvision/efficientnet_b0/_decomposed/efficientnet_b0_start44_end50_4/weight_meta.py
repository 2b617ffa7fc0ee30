class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.116


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.982
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [144, 1, 5, 5]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.034
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_3_modules_0_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_result:
	name = "in_10"
	original_name = "result"
	shape = [4, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.048
