class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_norm2_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_view_2:
	name = "in_2"
	original_name = "view_2"
	shape = [4, 1568, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.044


class Program_weight_tensor_meta_x_2:
	name = "in_3"
	original_name = "x_2"
	shape = [4, 1568, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.349
