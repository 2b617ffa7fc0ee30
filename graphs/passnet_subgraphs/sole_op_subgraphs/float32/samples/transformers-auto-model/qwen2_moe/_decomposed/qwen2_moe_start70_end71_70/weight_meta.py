class Program_weight_tensor_meta_emb:
	name = "in_0"
	original_name = "emb"
	shape = [1, 128, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.937
	std = 2.159
