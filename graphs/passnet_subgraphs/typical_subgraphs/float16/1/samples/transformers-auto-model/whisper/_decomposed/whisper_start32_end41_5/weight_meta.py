class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc1_parameters_bias_"
	shape = [1536]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc1_parameters_weight_"
	shape = [1536, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
	shape = [384, 1536]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_10"
	original_name = "hidden_states_4"
	shape = [4, 1500, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.208
	std = 0.683
