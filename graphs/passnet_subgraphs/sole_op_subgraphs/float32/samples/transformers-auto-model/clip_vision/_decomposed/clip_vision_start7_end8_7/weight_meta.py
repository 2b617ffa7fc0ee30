class Program_weight_tensor_meta_embedding:
	name = "in_0"
	original_name = "embedding"
	shape = [1, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings:
	name = "in_1"
	original_name = "embeddings"
	shape = [1, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.634
