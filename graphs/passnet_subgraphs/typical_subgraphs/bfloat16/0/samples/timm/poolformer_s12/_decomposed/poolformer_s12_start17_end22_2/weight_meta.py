class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layer_scale1_parameters_scale_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_layer_scale1_parameters_scale_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.023


class Program_weight_tensor_meta_group_norm_2:
	name = "in_1"
	original_name = "group_norm_2"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.999


class Program_weight_tensor_meta_x_7:
	name = "in_2"
	original_name = "x_7"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.128
