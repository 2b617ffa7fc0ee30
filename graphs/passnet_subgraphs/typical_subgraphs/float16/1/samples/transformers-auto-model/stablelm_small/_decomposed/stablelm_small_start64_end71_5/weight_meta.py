class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_down_proj:
	name = "in_5"
	original_name = "down_proj"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.082


class Program_weight_tensor_meta_residual:
	name = "in_6"
	original_name = "residual"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.075
