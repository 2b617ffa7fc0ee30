class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_mean_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_buffers_running_var_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_bias_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_bn3_parameters_weight_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [320, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.079


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [1152, 48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.019
	data = [-0.022504, -0.010707, 0.016280, -0.016403, -0.028873, 0.025216, -0.012310, -0.000221, 0.013842, 0.031192, -0.003277, 0.003656, -0.014718, -0.001433, 0.015929, -0.005393, -0.005766, -0.029486, -0.001313, -0.001845, 0.017346, 0.019665, -0.025738, 0.012907, -0.003722, -0.014200, 0.016680, -0.001048, 0.018559, 0.014513, 0.025436, -0.016259, 0.032749, -0.011308, 0.027449, 0.006946, -0.010442, -0.002752, -0.000573, 0.017277, -0.013561, -0.012993, -0.017914, -0.042869, 0.059999, 0.021592, 0.006735, 0.010547]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_6_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [48, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.204


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_bn2_buffers_running_mean_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_bn2_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_bn2_buffers_running_var_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_bn2_parameters_bias_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_bn2_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_bn2_parameters_weight_"
	shape = [1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_conv_head_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_conv_head_parameters_weight_"
	shape = [1280, 320, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.040


class Program_weight_tensor_meta_x_179:
	name = "in_14"
	original_name = "x_179"
	shape = [2, 1152, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.028


class Program_weight_tensor_meta_x_se_72:
	name = "in_15"
	original_name = "x_se_72"
	shape = [2, 1152, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.025
