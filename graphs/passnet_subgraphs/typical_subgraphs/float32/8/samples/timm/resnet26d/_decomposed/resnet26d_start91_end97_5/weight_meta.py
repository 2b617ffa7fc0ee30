class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_layer4_modules_1_modules_bn1_buffers_running_var_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.976
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layer4_modules_1_modules_bn1_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_mean_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_layer4_modules_1_modules_bn2_buffers_running_var_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.979
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_layer4_modules_1_modules_bn2_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layer4_modules_1_modules_conv1_parameters_weight_"
	shape = [512, 2048, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.062


class Program_weight_tensor_meta_L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layer4_modules_1_modules_conv2_parameters_weight_"
	shape = [512, 512, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_x_72:
	name = "in_10"
	original_name = "x_72"
	shape = [128, 2048, 12, 12]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.034
	std = 0.049
