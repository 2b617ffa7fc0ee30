class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.000
	std = 0.007


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.566
	std = 0.023
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 1.000
	std = 0.000


class Program_weight_tensor_meta_conv2d:
	name = "in_4"
	original_name = "conv2d"
	shape = [2, 1152, 7, 7]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.002
	std = 0.582
