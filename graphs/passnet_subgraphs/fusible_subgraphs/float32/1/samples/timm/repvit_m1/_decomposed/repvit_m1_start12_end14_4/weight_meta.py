class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.072
	data = [0.009935, -0.080869, 0.105591, 0.134045, 0.102122, 0.059501, -0.080986, -0.070042, -0.026502, 0.080479, -0.011945, -0.016658, 0.036897, 0.054093, -0.027375, -0.083017]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_weight_"
	shape = [16, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.085


class Program_weight_tensor_meta_x_se:
	name = "in_2"
	original_name = "x_se"
	shape = [4, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.017
	std = 0.191
