class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.965
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer2_modules_0_modules_bn2_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layer2_modules_0_modules_conv2_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_x_25:
	name = "in_5"
	original_name = "x_25"
	shape = [1, 128, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.091
	std = 0.141
