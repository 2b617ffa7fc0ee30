class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_dw_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_conv_dw_modules_bn_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_dw_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_conv_dw_modules_bn_buffers_running_var_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.065
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_dw_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_conv_dw_modules_bn_parameters_bias_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_dw_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_conv_dw_modules_bn_parameters_weight_"
	shape = [96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.006
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_dw_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_conv_dw_modules_conv_parameters_weight_"
	shape = [96, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.487


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_buffers_running_mean_"
	shape = [27]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.022
	data = [-0.007331, 0.017666, 0.032476, -0.017870, 0.020635, 0.016723, -0.030263, -0.000634, -0.014887, 0.054301, -0.015020, -0.008712, 0.018945, -0.013743, 0.014292, 0.024500, 0.013435, 0.035633, 0.019537, 0.038400, 0.013205, 0.007353, 0.016309, 0.034569, -0.003950, 0.021943, -0.031233]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_buffers_running_var_"
	shape = [27]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.059
	std = 0.247
	min_val = 0
	data = [0.971871, 0.804781, 1.023197, 1.312113, 1.358909, 0.565359, 0.698092, 1.010156, 0.841744, 1.395164, 0.982065, 0.924641, 1.051233, 0.700363, 1.329352, 1.143879, 1.272674, 1.119423, 1.423521, 1.083156, 1.181929, 0.712084, 0.877780, 0.980279, 1.495311, 1.066814, 1.276904]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_parameters_bias_"
	shape = [27]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.025
	data = [-0.006121, 0.038932, 0.040740, 0.020759, 0.006659, 0.005542, -0.019625, 0.017777, -0.029986, 0.017546, -0.009643, -0.022143, 0.046612, -0.020912, 0.014019, 0.042198, -0.022478, 0.015214, -0.052709, -0.020363, 0.003568, 0.026051, 0.021912, -0.017207, 0.012835, 0.004341, 0.010547]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_1_modules_conv_pwl_modules_bn_parameters_weight_"
	shape = [27]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.021
	data = [1.025910, 1.017817, 0.990203, 0.976547, 0.986259, 0.953303, 1.001881, 0.995958, 0.998810, 1.040237, 0.993264, 1.035170, 0.988413, 1.010411, 1.021352, 0.968746, 0.982534, 1.000085, 0.974842, 0.997062, 1.014433, 1.006245, 1.006418, 0.968628, 1.004235, 1.005439, 0.981463]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_pwl_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_1_modules_conv_pwl_modules_conv_parameters_weight_"
	shape = [27, 96, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.006
	std = 0.275


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_mean_"
	shape = [162]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_buffers_running_var_"
	shape = [162]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_bias_"
	shape = [162]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_2_modules_conv_exp_modules_bn_parameters_weight_"
	shape = [162]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_exp_modules_conv_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_2_modules_conv_exp_modules_conv_parameters_weight_"
	shape = [162, 27, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.111


class Program_weight_tensor_meta_x_10:
	name = "in_15"
	original_name = "x_10"
	shape = [4, 96, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.006
	std = 0.054
