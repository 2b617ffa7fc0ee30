class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.994
