class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [512, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attention_mask:
	name = "in_6"
	original_name = "attention_mask"
	shape = [4, 1, 256, 256]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_cos_2:
	name = "in_7"
	original_name = "cos_2"
	shape = [1, 256, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.821
	std = 0.463


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_8"
	original_name = "hidden_states_1"
	shape = [4, 256, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.988


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_9"
	original_name = "inputs_embeds"
	shape = [4, 256, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_sin_2:
	name = "in_10"
	original_name = "sin_2"
	shape = [1, 256, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.109
	std = 0.316
