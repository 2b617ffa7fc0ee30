class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_"
	shape = [512, 1408]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_norm_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_full_key_states_3:
	name = "in_6"
	original_name = "full_key_states_3"
	shape = [2, 4, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.018
	std = 0.448


class Program_weight_tensor_meta_full_value_states_3:
	name = "in_7"
	original_name = "full_value_states_3"
	shape = [2, 4, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.014
	std = 0.428


class Program_weight_tensor_meta_hidden_states_23:
	name = "in_8"
	original_name = "hidden_states_23"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.289


class Program_weight_tensor_meta_q_embed_3:
	name = "in_9"
	original_name = "q_embed_3"
	shape = [2, 8, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.442
