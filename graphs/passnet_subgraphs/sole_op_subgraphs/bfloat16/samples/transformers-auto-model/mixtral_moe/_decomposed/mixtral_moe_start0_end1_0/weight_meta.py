class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_0"
	original_name = "L_kwargs_input_ids_"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_L_self_modules_embed_tokens_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_embed_tokens_parameters_weight_"
	shape = [32000, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
