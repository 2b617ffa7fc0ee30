class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_dw_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_conv_dw_modules_bn_buffers_running_mean_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_dw_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_conv_dw_modules_bn_buffers_running_var_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.036
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_dw_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_conv_dw_modules_bn_parameters_bias_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_dw_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_conv_dw_modules_bn_parameters_weight_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_dw_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_conv_dw_modules_conv_parameters_weight_"
	shape = [228, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.457


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_exp_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_conv_exp_modules_bn_buffers_running_mean_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_exp_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_3_modules_conv_exp_modules_bn_buffers_running_var_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.025
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_exp_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_3_modules_conv_exp_modules_bn_parameters_bias_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_exp_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_3_modules_conv_exp_modules_bn_parameters_weight_"
	shape = [228]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_exp_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_3_modules_conv_exp_modules_conv_parameters_weight_"
	shape = [228, 38, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.093


class Program_weight_tensor_meta_add:
	name = "in_10"
	original_name = "add"
	shape = [4, 27, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.031
	std = 0.197


class Program_weight_tensor_meta_getitem_1:
	name = "in_11"
	original_name = "getitem_1"
	shape = [4, 11, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.053
	std = 0.150
