class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_"
	shape = [512, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.028


class Program_weight_tensor_meta_x_10:
	name = "in_2"
	original_name = "x_10"
	shape = [2, 196, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.137
	std = 0.360


class Program_weight_tensor_meta_x_7:
	name = "in_3"
	original_name = "x_7"
	shape = [2, 196, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.869
