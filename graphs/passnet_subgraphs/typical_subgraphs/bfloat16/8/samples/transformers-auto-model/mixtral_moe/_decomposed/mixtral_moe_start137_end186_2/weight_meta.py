class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_attention_mask:
	name = "in_6"
	original_name = "attention_mask"
	shape = [16, 1, 4096, 4096]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_cos_2:
	name = "in_7"
	original_name = "cos_2"
	shape = [1, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.821
	std = 0.463


class Program_weight_tensor_meta_hidden_states_13:
	name = "in_8"
	original_name = "hidden_states_13"
	shape = [16, 4096, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.230


class Program_weight_tensor_meta_hidden_states_15:
	name = "in_9"
	original_name = "hidden_states_15"
	shape = [16, 4096, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 1.000


class Program_weight_tensor_meta_sin_2:
	name = "in_10"
	original_name = "sin_2"
	shape = [1, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.109
	std = 0.316
