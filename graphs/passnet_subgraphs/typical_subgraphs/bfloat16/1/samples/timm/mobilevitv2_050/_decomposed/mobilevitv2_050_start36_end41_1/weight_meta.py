class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_1x1_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_1x1_parameters_weight_"
	shape = [64, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.177


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.018
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_conv_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_conv_kxk_modules_conv_parameters_weight_"
	shape = [128, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.457


class Program_weight_tensor_meta_x_35:
	name = "in_6"
	original_name = "x_35"
	shape = [4, 128, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.065
