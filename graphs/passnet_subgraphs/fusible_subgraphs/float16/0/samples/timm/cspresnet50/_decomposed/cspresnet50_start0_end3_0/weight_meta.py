class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.309
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_conv1_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_conv1_modules_conv_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.025


class Program_weight_tensor_meta_L_x_:
	name = "in_5"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
