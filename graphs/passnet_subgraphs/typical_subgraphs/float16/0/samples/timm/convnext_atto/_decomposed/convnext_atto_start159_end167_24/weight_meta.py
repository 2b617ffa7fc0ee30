class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_head_modules_norm_parameters_bias_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_head_modules_norm_parameters_weight_"
	shape = [320]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_x_132:
	name = "in_4"
	original_name = "x_132"
	shape = [2, 320, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.505


class Program_weight_tensor_meta_x_142:
	name = "in_5"
	original_name = "x_142"
	shape = [2, 320, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000
