class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_cos_2:
	name = "in_4"
	original_name = "cos_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.659
	std = 0.600


class Program_weight_tensor_meta_hidden_states:
	name = "in_5"
	original_name = "hidden_states"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 1.002


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_6"
	original_name = "inputs_embeds"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.449


class Program_weight_tensor_meta_sin_2:
	name = "in_7"
	original_name = "sin_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.162
	std = 0.423
