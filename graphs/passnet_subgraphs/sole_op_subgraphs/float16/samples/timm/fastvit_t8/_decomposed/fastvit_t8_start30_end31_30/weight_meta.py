class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_"
	shape = [48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_sub:
	name = "in_0"
	original_name = "sub"
	shape = [1, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.072
