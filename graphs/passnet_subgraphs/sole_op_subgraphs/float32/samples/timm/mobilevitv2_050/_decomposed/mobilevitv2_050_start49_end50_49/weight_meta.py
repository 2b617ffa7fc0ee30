class Program_weight_tensor_meta_query:
	name = "in_0"
	original_name = "query"
	shape = [1, 1, 4, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.534
	std = 0.337
