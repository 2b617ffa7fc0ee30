class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.030
	std = 0.319
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_bn_dw_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_conv_dw_parameters_weight_"
	shape = [72, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.115


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.070
	data = [0.009647, 0.071033, 0.033258, 0.003286, 0.078422, -0.047663, -0.089790, -0.084469, 0.084578, 0.002482, -0.095801, 0.040752, -0.003829, -0.069910, 0.103261, 0.068444, 0.099789, -0.019192, -0.072857, -0.099693]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_3_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_3_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [20, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.068


class Program_weight_tensor_meta_x_14:
	name = "in_7"
	original_name = "x_14"
	shape = [2, 72, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.024
