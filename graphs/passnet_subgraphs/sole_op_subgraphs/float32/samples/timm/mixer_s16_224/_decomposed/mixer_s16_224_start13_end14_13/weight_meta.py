class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_bias_"
	shape = [2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_blocks_modules_0_modules_mlp_channels_modules_fc1_parameters_weight_"
	shape = [2048, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.028


class Program_weight_tensor_meta_layer_norm_1:
	name = "in_0"
	original_name = "layer_norm_1"
	shape = [1, 196, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.999
