class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.018
	std = 0.278
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.089


class Program_weight_tensor_meta_out_15:
	name = "in_5"
	original_name = "out_15"
	shape = [128, 64, 96, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.239
	std = 0.347


class Program_weight_tensor_meta_out_9:
	name = "in_6"
	original_name = "out_9"
	shape = [128, 256, 96, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.097
	std = 0.138
