class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [144]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [144, 48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.021
	data = [-0.030373, 0.024010, -0.008903, 0.000994, -0.003472, 0.015340, 0.012360, 0.055798, 0.008651, 0.042609, 0.051000, 0.005985, -0.011675, 0.006510, 0.002665, 0.002498, -0.029919, 0.000365, 0.006912, 0.000624, 0.008008, 0.008515, 0.016790, 0.024779, 0.010478, -0.033167, 0.010967, -0.027966, -0.039528, 0.024650, -0.010912, -0.001388, 0.014645, -0.003007, -0.014143, 0.009350, 0.005574, 0.026714, 0.023106, -0.001126, 0.008612, -0.018653, -0.030106, 0.002066, 0.030432, 0.007310, 0.028579, 0.007287]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [48, 144, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x_16:
	name = "in_4"
	original_name = "x_16"
	shape = [2, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.026
