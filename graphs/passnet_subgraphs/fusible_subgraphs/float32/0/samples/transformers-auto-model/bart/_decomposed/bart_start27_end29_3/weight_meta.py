class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.994


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_3"
	original_name = "hidden_states_3"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.118
