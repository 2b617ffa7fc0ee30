class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.275
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv4_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv4_modules_linear_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv4_modules_linear_parameters_weight_"
	shape = [128, 64, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.024


class Program_weight_tensor_meta_input_6:
	name = "in_5"
	original_name = "input_6"
	shape = [4, 64, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.024
