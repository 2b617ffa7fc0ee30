class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embeddings_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_modules_position_embeddings_parameters_weight_"
	shape = [4096, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_position_ids:
	name = "in_0"
	original_name = "position_ids"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
