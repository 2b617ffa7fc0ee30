class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_131:
	name = "in_6"
	original_name = "hidden_states_131"
	shape = [1, 400, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -9.415
	std = 79.580


class Program_weight_tensor_meta_query_key_input:
	name = "in_7"
	original_name = "query_key_input"
	shape = [1, 400, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -8.921
	std = 79.574
