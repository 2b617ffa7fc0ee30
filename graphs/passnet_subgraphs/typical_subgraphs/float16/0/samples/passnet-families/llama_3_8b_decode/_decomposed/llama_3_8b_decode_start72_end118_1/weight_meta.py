class Program_weight_tensor_meta_L_past_key_1_:
	name = "in_0"
	original_name = "L_past_key_1_"
	shape = [1, 8, 128, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.577


class Program_weight_tensor_meta_L_past_value_1_:
	name = "in_1"
	original_name = "L_past_value_1_"
	shape = [1, 8, 128, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.577


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_k_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_k_proj_parameters_weight_"
	shape = [1024, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.009


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_o_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_modules_o_proj_parameters_weight_"
	shape = [4096, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_q_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_q_proj_parameters_weight_"
	shape = [4096, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.009


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_1_modules_v_proj_parameters_weight_"
	shape = [1024, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_input_norm_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_1_parameters_input_norm_"
	shape = [4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_cos_1:
	name = "in_7"
	original_name = "cos_1"
	shape = [1, 1, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.602
	std = 0.649


class Program_weight_tensor_meta_pow_3:
	name = "in_8"
	original_name = "pow_3"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.341
	std = 0.324


class Program_weight_tensor_meta_sin_1:
	name = "in_9"
	original_name = "sin_1"
	shape = [1, 1, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.121
	std = 0.455


class Program_weight_tensor_meta_x_5:
	name = "in_10"
	original_name = "x_5"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.010
	std = 0.584


class Program_weight_tensor_meta_x_6:
	name = "in_11"
	original_name = "x_6"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.010
	std = 0.584
