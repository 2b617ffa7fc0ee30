class Program_weight_tensor_meta_embed_mask:
	name = "in_0"
	original_name = "embed_mask"
	shape = [1, 20, 20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.000
