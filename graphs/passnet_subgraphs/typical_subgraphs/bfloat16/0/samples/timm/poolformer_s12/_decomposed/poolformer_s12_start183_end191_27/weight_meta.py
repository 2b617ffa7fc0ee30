class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_head_modules_fc_parameters_bias_"
	shape = [1000]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_head_modules_fc_parameters_weight_"
	shape = [1000, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_head_modules_norm_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_head_modules_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_head_modules_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_mul_23:
	name = "in_4"
	original_name = "mul_23"
	shape = [2, 512, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_x_81:
	name = "in_5"
	original_name = "x_81"
	shape = [2, 512, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.054
