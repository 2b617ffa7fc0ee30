class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
	shape = [384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.018


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [1, 1500, 384]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.209
	std = 0.677
