class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_input_layernorm_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_5"
	original_name = "inputs_embeds"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020
