class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layer_scale2_parameters_scale_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layer_scale2_parameters_scale_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_conv_parameters_weight_"
	shape = [128, 64, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_13:
	name = "in_3"
	original_name = "x_13"
	shape = [4, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.032


class Program_weight_tensor_meta_x_8:
	name = "in_4"
	original_name = "x_8"
	shape = [4, 64, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.128
