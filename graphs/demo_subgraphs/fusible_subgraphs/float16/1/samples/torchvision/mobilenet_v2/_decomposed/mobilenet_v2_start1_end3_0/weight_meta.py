class Program_weight_tensor_meta_L_self_modules_conv_modules_1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_conv_modules_1_buffers_running_mean_"
	shape = [960]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.000
	std = 0.006


class Program_weight_tensor_meta_L_self_modules_conv_modules_1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_conv_modules_1_buffers_running_var_"
	shape = [960]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.566
	std = 0.026
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_conv_modules_1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_conv_modules_1_parameters_bias_"
	shape = [960]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = -0.001
	std = 0.101


class Program_weight_tensor_meta_L_self_modules_conv_modules_1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_conv_modules_1_parameters_weight_"
	shape = [960]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.997
	std = 0.102


class Program_weight_tensor_meta_input_1:
	name = "in_4"
	original_name = "input_1"
	shape = [4, 960, 7, 7]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = -0.000
	std = 0.577
