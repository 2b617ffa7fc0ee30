class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.012
	std = 0.288
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_conv_exp_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_conv_exp_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_conv_exp_modules_conv_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.088


class Program_weight_tensor_meta_input_1:
	name = "in_5"
	original_name = "input_1"
	shape = [4, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.154
	std = 0.160
