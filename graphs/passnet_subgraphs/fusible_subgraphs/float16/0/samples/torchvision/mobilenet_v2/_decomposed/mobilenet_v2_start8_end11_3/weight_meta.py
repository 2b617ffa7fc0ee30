class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [96, 16, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.991
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.017


class Program_weight_tensor_meta_input_8:
	name = "in_5"
	original_name = "input_8"
	shape = [2, 16, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.010
	std = 0.080
