class Program_weight_tensor_meta_emb:
	name = "in_0"
	original_name = "emb"
	shape = [1, 1, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 10.788
	std = 25.489
