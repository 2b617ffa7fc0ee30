class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [2, 32, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.003
