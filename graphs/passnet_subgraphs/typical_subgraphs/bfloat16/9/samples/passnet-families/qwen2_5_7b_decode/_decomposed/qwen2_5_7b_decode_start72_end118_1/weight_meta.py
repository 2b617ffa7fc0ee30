class Program_weight_tensor_meta_L_past_key_1_:
	name = "in_0"
	original_name = "L_past_key_1_"
	shape = [1, 4, 2048, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.576


class Program_weight_tensor_meta_L_past_value_1_:
	name = "in_1"
	original_name = "L_past_value_1_"
	shape = [1, 4, 2048, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.576


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_k_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_k_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_k_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_modules_k_proj_parameters_weight_"
	shape = [512, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_o_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_o_proj_parameters_weight_"
	shape = [3584, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_q_proj_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_1_modules_q_proj_parameters_bias_"
	shape = [3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_q_proj_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_1_modules_q_proj_parameters_weight_"
	shape = [3584, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_v_proj_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_1_modules_v_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_v_proj_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_1_modules_v_proj_parameters_weight_"
	shape = [512, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.010


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_input_norm_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_1_parameters_input_norm_"
	shape = [3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_cos_1:
	name = "in_10"
	original_name = "cos_1"
	shape = [1, 1, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.538
	std = 0.714


class Program_weight_tensor_meta_pow_3:
	name = "in_11"
	original_name = "pow_3"
	shape = [1, 1, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.341
	std = 0.327


class Program_weight_tensor_meta_sin_1:
	name = "in_12"
	original_name = "sin_1"
	shape = [1, 1, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.100
	std = 0.444


class Program_weight_tensor_meta_x_5:
	name = "in_13"
	original_name = "x_5"
	shape = [1, 1, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.584


class Program_weight_tensor_meta_x_6:
	name = "in_14"
	original_name = "x_6"
	shape = [1, 1, 3584]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.009
	std = 0.584
