class Program_weight_tensor_meta_cls_tokens:
	name = "in_0"
	original_name = "cls_tokens"
	shape = [1, 1, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_embeddings:
	name = "in_1"
	original_name = "embeddings"
	shape = [1, 196, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.318
