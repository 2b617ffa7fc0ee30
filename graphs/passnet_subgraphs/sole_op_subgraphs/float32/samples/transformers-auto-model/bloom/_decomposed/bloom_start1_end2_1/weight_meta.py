class Program_weight_tensor_meta_L_args_0_modules_word_embeddings_layernorm_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_word_embeddings_layernorm_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_args_0_modules_word_embeddings_layernorm_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_word_embeddings_layernorm_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_2"
	original_name = "inputs_embeds"
	shape = [2, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020
