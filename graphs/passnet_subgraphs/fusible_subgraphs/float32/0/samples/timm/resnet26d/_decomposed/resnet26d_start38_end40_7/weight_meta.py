class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer2_modules_0_modules_bn3_buffers_running_var_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.971
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer2_modules_0_modules_bn3_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer2_modules_0_modules_conv3_parameters_weight_"
	shape = [512, 128, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.063


class Program_weight_tensor_meta_x_28:
	name = "in_5"
	original_name = "x_28"
	shape = [1, 128, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.102
	std = 0.164
