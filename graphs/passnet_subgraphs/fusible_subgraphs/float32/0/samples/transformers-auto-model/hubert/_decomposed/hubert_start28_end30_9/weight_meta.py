class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_hidden_states_24:
	name = "in_2"
	original_name = "hidden_states_24"
	shape = [2, 49, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.014
	std = 0.458
