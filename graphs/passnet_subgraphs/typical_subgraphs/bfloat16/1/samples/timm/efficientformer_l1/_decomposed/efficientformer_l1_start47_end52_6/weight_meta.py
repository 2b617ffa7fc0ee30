class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_ls2_parameters_gamma_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_2_modules_ls2_parameters_gamma_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.027


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_"
	shape = [96, 48, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_x_18:
	name = "in_3"
	original_name = "x_18"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.094


class Program_weight_tensor_meta_x_24:
	name = "in_4"
	original_name = "x_24"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.068
