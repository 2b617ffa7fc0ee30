class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_"
	shape = [16, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.331


class Program_weight_tensor_meta_scale_1:
	name = "in_2"
	original_name = "scale_1"
	shape = [32, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.024
	std = 0.112
