class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.032


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.032


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_parameters_ls2_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_parameters_ls2_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_addcmul_1:
	name = "in_5"
	original_name = "addcmul_1"
	shape = [2, 196, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.579


class Program_weight_tensor_meta_x_2:
	name = "in_6"
	original_name = "x_2"
	shape = [2, 196, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.579
