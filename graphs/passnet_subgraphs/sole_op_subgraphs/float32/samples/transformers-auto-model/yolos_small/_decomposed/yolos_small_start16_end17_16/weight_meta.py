class Program_weight_tensor_meta_embeddings_1:
	name = "in_0"
	original_name = "embeddings_1"
	shape = [1, 1701, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.018
	std = 0.308


class Program_weight_tensor_meta_scale_pos_embed:
	name = "in_1"
	original_name = "scale_pos_embed"
	shape = [1, 1701, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020
