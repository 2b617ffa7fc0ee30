class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [960, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.015


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_2_parameters_weight_"
	shape = [320, 960, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.079


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_3_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_3_buffers_running_mean_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_3_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_3_buffers_running_var_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.020
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_3_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_3_parameters_bias_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_17_modules_conv_modules_3_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_17_modules_conv_modules_3_parameters_weight_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_18_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_18_modules_0_parameters_weight_"
	shape = [1280, 320, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.039


class Program_weight_tensor_meta_L_self_modules_features_modules_18_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_18_modules_1_buffers_running_mean_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_18_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_18_modules_1_buffers_running_var_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_18_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_18_modules_1_parameters_bias_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_18_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_18_modules_1_parameters_weight_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_input_141:
	name = "in_15"
	original_name = "input_141"
	shape = [2, 960, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.028
	std = 0.045
