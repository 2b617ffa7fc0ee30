class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_mixer_modules_conv1d_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_layers_modules_0_modules_mixer_modules_conv1d_parameters_bias_"
	shape = [1792]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_to_4:
	name = "in_1"
	original_name = "to_4"
	shape = [1, 1792, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.020
	std = 2.774


class Program_weight_tensor_meta_unsqueeze:
	name = "in_2"
	original_name = "unsqueeze"
	shape = [1792, 1, 4]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.290
