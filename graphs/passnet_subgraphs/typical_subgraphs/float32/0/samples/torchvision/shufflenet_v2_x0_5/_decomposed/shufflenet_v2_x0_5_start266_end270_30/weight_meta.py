class Program_weight_tensor_meta_L_self_modules_conv5_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_conv5_modules_0_parameters_weight_"
	shape = [1024, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_conv5_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_conv5_modules_1_buffers_running_mean_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_conv5_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_conv5_modules_1_buffers_running_var_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.009
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv5_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_conv5_modules_1_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_conv5_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv5_modules_1_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_x_48:
	name = "in_5"
	original_name = "x_48"
	shape = [2, 192, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.015
	std = 0.021
