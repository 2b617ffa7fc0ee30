class Program_weight_tensor_meta_L_self_modules_level2_modules_root_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_level2_modules_root_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level2_modules_root_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_level2_modules_root_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.989
	std = 0.311
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_root_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_level2_modules_root_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_level2_modules_root_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_level2_modules_root_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_level2_modules_root_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_level2_modules_root_modules_conv_parameters_weight_"
	shape = [64, 128, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.176


class Program_weight_tensor_meta_cat:
	name = "in_5"
	original_name = "cat"
	shape = [2, 128, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.162
	std = 0.220
