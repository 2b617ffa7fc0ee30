class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [16, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.017
	std = 0.111


class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 16, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.195
