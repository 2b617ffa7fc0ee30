class Program_weight_tensor_meta_L_self_modules_embeddings_buffers_position_ids_:
	name = "w_0"
	original_name = "L_self_modules_embeddings_buffers_position_ids_"
	shape = [1, 50]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embedding_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_embeddings_modules_position_embedding_parameters_weight_"
	shape = [50, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
