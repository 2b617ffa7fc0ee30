class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_0"
	original_name = "L_kwargs_input_ids_"
	shape = [1, 16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [44, 239, 933, 760, 963, 379, 427, 503, 497, 683, 101, 866, 756, 399, 878, 376]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_tokens_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_embed_tokens_parameters_weight_"
	shape = [32128, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 1.000
