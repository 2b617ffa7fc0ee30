class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer1_modules_1_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.025
	std = 0.319
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer1_modules_1_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer1_modules_1_modules_conv1_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.177


class Program_weight_tensor_meta_x_12:
	name = "in_5"
	original_name = "x_12"
	shape = [1, 256, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.066
	std = 0.103
