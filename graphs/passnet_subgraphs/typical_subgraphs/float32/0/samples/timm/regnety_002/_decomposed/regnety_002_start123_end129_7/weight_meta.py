class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_buffers_running_var_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_bias_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s4_modules_b2_modules_conv1_modules_bn_parameters_weight_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s4_modules_b2_modules_conv1_modules_conv_parameters_weight_"
	shape = [368, 368, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.074


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_buffers_running_var_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.010
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_bias_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_s4_modules_b2_modules_conv2_modules_bn_parameters_weight_"
	shape = [368]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s4_modules_b2_modules_conv2_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_s4_modules_b2_modules_conv2_modules_conv_parameters_weight_"
	shape = [368, 8, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.166


class Program_weight_tensor_meta_x_87:
	name = "in_10"
	original_name = "x_87"
	shape = [1, 368, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.042
	std = 0.059
