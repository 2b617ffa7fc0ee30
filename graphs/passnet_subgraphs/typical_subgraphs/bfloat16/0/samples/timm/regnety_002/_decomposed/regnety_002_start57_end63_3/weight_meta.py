class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_buffers_running_var_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.015
	std = 0.276
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_bias_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s3_modules_b2_modules_conv1_modules_bn_parameters_weight_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s3_modules_b2_modules_conv1_modules_conv_parameters_weight_"
	shape = [152, 152, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.115


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_buffers_running_var_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_bias_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_s3_modules_b2_modules_conv2_modules_bn_parameters_weight_"
	shape = [152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.996
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_s3_modules_b2_modules_conv2_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_s3_modules_b2_modules_conv2_modules_conv_parameters_weight_"
	shape = [152, 8, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.168


class Program_weight_tensor_meta_x_41:
	name = "in_10"
	original_name = "x_41"
	shape = [1, 152, 14, 14]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.054
	std = 0.075
