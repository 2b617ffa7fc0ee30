class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_"
	shape = [2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_"
	shape = [2048, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_"
	shape = [512, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.028


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_norm1_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_transpose_2:
	name = "in_8"
	original_name = "transpose_2"
	shape = [2, 196, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.684


class Program_weight_tensor_meta_x_1:
	name = "in_9"
	original_name = "x_1"
	shape = [2, 196, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.029
	std = 0.567
