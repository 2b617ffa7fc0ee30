class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_before_parameters_weight_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.318
