class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.019
	data = [0.003840, 0.010855, -0.044376, 0.005180, -0.020594, -0.010015, 0.005467, -0.018362]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.048
	std = 0.522


class Program_weight_tensor_meta_scale:
	name = "in_0"
	original_name = "scale"
	shape = [1, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.040
	std = 0.048
