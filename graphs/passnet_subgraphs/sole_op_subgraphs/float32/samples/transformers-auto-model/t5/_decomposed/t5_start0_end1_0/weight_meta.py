class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_0"
	original_name = "L_kwargs_input_ids_"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 12
	max_val = 999


class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_tokens_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_embed_tokens_parameters_weight_"
	shape = [32128, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 1.000
