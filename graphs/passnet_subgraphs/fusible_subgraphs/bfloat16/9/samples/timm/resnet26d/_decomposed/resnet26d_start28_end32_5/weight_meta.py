class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.976
	std = 0.266
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer1_modules_1_modules_bn3_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer1_modules_1_modules_conv3_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.088


class Program_weight_tensor_meta_x_12:
	name = "in_5"
	original_name = "x_12"
	shape = [1, 256, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.066
	std = 0.103


class Program_weight_tensor_meta_x_18:
	name = "in_6"
	original_name = "x_18"
	shape = [1, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.188
	std = 0.319
