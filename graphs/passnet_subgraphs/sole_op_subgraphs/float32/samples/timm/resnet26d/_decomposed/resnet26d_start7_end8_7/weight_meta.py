class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.037
	std = 0.271
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_input_7:
	name = "in_0"
	original_name = "input_7"
	shape = [1, 64, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.231
