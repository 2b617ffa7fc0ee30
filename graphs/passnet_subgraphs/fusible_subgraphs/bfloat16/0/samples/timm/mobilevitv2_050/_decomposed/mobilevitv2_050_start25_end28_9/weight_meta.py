class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.989
	std = 0.256
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [64, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.179


class Program_weight_tensor_meta_x_18:
	name = "in_5"
	original_name = "x_18"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.068


class Program_weight_tensor_meta_x_24:
	name = "in_6"
	original_name = "x_24"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.037
