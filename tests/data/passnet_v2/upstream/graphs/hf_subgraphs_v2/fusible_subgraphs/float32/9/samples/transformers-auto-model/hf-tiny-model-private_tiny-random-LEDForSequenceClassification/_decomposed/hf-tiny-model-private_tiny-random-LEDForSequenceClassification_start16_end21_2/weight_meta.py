class Program_weight_tensor_meta_L_inputs_embeds_:
	name = "in_0"
	original_name = "L_inputs_embeds_"
	shape = [1, 22, 16]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_embed_positions_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_embed_positions_parameters_weight_"
	shape = [1024, 16]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layernorm_embedding_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layernorm_embedding_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.000
	std = 0.000
	data = [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000]


class Program_weight_tensor_meta_L_self_modules_layernorm_embedding_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layernorm_embedding_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 1.000
	std = 0.000
	data = [1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000, 1.000000]
