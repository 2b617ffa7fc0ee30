class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [2, 32, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.998
