class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_buffers_running_var_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.020
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_bn_parameters_weight_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_proj_modules_conv_parameters_weight_"
	shape = [192, 96, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.103


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.019
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [384, 192, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.072


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.010
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [384, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.478


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.980
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stages_modules_4_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [256, 384, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.089


class Program_weight_tensor_meta_x_99:
	name = "in_20"
	original_name = "x_99"
	shape = [4, 96, 14, 14]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 1.000
