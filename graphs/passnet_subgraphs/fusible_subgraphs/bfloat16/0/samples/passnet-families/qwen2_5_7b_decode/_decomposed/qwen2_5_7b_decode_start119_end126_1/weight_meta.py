class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_post_norm_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_parameters_post_norm_"
	shape = [3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_x_9:
	name = "in_1"
	original_name = "x_9"
	shape = [1, 1, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.586
