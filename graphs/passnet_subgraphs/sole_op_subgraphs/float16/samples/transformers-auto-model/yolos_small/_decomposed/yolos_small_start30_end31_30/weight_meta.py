class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_before_parameters_weight_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_embeddings_3:
	name = "in_0"
	original_name = "embeddings_3"
	shape = [1, 1701, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.018
	std = 0.309
