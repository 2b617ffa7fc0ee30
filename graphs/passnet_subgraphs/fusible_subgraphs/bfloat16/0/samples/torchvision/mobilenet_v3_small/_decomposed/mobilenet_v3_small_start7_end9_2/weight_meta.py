class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.019
	data = [0.003840, 0.010855, -0.044376, 0.005180, -0.020594, -0.010015, 0.005467, -0.018362]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.048
	std = 0.522


class Program_weight_tensor_meta_scale:
	name = "in_2"
	original_name = "scale"
	shape = [2, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.040
	std = 0.047
	data = [0.046151, 0.006843, 0.010759, 0.098957, 0.002393, 0.000023, 0.147724, 0.083913, 0.007342, 0.028368, 0.000274, 0.108490, 0.007747, 0.001988, 0.072916, 0.009847, 0.046819, 0.007035, 0.011018, 0.098070, 0.002537, 0.000008, 0.146864, 0.083462, 0.007036, 0.028719, 0.000273, 0.108617, 0.007350, 0.002194, 0.073899, 0.011358]
