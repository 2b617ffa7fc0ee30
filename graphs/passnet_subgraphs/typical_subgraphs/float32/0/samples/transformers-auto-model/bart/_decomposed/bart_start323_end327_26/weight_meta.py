class Program_weight_tensor_meta_embedding_2:
	name = "in_0"
	original_name = "embedding_2"
	shape = [2, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020
