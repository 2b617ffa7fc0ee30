class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.009
	std = 0.018
	data = [-0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.020790, 0.007694, 0.001951, 0.030471, 0.050062, -0.001040, 0.021427, -0.013314, -0.000116, -0.002063, 0.035365, 0.015417, 0.016042, 0.017939, -0.011711, -0.023488]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [96, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.141


class Program_weight_tensor_meta_input_31:
	name = "in_4"
	original_name = "input_31"
	shape = [2, 96, 14, 14]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.014
