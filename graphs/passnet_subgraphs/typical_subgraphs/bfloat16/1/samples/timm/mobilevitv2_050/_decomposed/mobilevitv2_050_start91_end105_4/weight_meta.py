class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.016
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_proj_modules_conv_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.125


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.975
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [256, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.977
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [256, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.478


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stages_modules_3_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [192, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_1x1_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_1x1_parameters_weight_"
	shape = [96, 192, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_buffers_running_mean_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_buffers_running_var_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_parameters_bias_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_bn_parameters_weight_"
	shape = [192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_conv_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_stages_modules_3_modules_1_modules_conv_kxk_modules_conv_parameters_weight_"
	shape = [192, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.469


class Program_weight_tensor_meta_x_56:
	name = "in_26"
	original_name = "x_56"
	shape = [4, 64, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 1.003
