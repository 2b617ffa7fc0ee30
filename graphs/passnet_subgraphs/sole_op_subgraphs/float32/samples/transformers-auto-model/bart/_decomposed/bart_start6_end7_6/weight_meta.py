class Program_weight_tensor_meta_embed_pos:
	name = "in_0"
	original_name = "embed_pos"
	shape = [2, 32, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020
