class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_post_norm_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_parameters_post_norm_"
	shape = [4096]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_x_9:
	name = "in_1"
	original_name = "x_9"
	shape = [1, 1, 4096]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.585
