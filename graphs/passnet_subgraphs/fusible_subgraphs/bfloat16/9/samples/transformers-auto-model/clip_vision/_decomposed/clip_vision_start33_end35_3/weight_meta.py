class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [1, 50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 1.022


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_3"
	original_name = "hidden_states_6"
	shape = [1, 50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.180
