class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_"
	shape = [512, 1408]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [256, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_cos_2:
	name = "in_13"
	original_name = "cos_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.659
	std = 0.600


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_14"
	original_name = "hidden_states_3"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.074


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_15"
	original_name = "hidden_states_4"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.074


class Program_weight_tensor_meta_sin_2:
	name = "in_16"
	original_name = "sin_2"
	shape = [1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.162
	std = 0.423


class Program_weight_tensor_meta_variance_1:
	name = "in_17"
	original_name = "variance_1"
	shape = [2, 32, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.007
