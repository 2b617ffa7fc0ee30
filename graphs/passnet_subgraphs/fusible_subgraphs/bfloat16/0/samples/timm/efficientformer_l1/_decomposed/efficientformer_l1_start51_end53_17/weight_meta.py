class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.027


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_"
	shape = [96, 48, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.005
	std = 0.311
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_norm_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_x_26:
	name = "in_6"
	original_name = "x_26"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.094
