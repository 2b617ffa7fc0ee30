class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_positions_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_embed_positions_parameters_weight_"
	shape = [1026, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layernorm_embedding_parameters_bias_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layernorm_embedding_parameters_bias_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layernorm_embedding_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layernorm_embedding_parameters_weight_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_3"
	original_name = "inputs_embeds"
	shape = [2, 32, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_position_ids:
	name = "in_4"
	original_name = "position_ids"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 31
