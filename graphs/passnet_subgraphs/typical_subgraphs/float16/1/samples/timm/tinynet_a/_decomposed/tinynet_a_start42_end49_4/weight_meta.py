class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.008
	std = 0.308
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_weight_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_buffers_running_var_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.992
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn2_parameters_weight_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_conv_dw_parameters_weight_"
	shape = [144, 1, 5, 5]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.284


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_conv_pw_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.121


class Program_weight_tensor_meta_x_17:
	name = "in_10"
	original_name = "x_17"
	shape = [4, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.042


class Program_weight_tensor_meta_x_26:
	name = "in_11"
	original_name = "x_26"
	shape = [4, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.012
	std = 0.047
