class Program_weight_tensor_meta_L_self_modules_encoder_modules_layernorm_embedding_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layernorm_embedding_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layernorm_embedding_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layernorm_embedding_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.028
