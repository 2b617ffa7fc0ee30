class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.057
	std = 0.062
	data = [-0.124363, -0.080435, 0.026020, 0.039988, -0.055825, -0.050816, -0.123257, -0.089232]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc1_parameters_weight_"
	shape = [8, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.023
	std = 0.495


class Program_weight_tensor_meta_scale:
	name = "in_2"
	original_name = "scale"
	shape = [4, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.027
	std = 0.031
