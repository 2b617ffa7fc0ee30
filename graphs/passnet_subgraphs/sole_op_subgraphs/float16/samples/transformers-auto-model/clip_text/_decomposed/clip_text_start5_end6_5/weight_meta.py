class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_embeddings:
	name = "in_0"
	original_name = "embeddings"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.028
