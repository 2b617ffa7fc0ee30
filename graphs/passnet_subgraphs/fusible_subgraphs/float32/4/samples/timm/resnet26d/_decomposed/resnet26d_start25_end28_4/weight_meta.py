class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer1_modules_1_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.986
	std = 0.270
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer1_modules_1_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer1_modules_1_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_x_15:
	name = "in_5"
	original_name = "x_15"
	shape = [32, 64, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.181
	std = 0.247
