class Program_weight_tensor_meta_L_self_modules_downsampling_layer_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_downsampling_layer_modules_0_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_downsampling_layer_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_downsampling_layer_modules_0_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 1.000
	std = 0.000


class Program_weight_tensor_meta_L_x_:
	name = "in_2"
	original_name = "L_x_"
	shape = [512, 384, 14, 14]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 0.000
	std = 1.000
