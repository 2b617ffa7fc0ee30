class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.974
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_conv1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv1_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.025


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_layer1_modules_0_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.960
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layer1_modules_0_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_layer1_modules_0_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_layer1_modules_0_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_layer1_modules_0_modules_conv1_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layer1_modules_0_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.059


class Program_weight_tensor_meta_L_x_:
	name = "in_15"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
