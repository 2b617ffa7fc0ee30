class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_norm1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_norm1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.019


class Program_weight_tensor_meta_x_41:
	name = "in_0"
	original_name = "x_41"
	shape = [1, 64, 4, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.015
	std = 0.097
