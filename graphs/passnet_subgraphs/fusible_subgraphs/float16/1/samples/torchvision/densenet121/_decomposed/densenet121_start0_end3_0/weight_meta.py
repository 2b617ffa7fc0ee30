class Program_weight_tensor_meta_L_self_modules_features_modules_conv0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_conv0_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.115


class Program_weight_tensor_meta_L_self_modules_features_modules_norm0_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_norm0_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_norm0_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_norm0_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_norm0_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_norm0_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_norm0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_norm0_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
