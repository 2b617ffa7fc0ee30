class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [2, 3136, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.994
