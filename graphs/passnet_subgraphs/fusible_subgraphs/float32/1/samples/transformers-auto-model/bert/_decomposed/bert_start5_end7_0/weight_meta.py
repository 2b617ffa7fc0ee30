class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
	shape = [2, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_1"
	original_name = "inputs_embeds"
	shape = [4, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_token_type_ids:
	name = "in_2"
	original_name = "token_type_ids"
	shape = [4, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 0
