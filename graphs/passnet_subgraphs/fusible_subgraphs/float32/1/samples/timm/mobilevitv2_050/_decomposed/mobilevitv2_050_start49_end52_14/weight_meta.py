class Program_weight_tensor_meta_key:
	name = "in_0"
	original_name = "key"
	shape = [4, 64, 4, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.200
	std = 1.107


class Program_weight_tensor_meta_query:
	name = "in_1"
	original_name = "query"
	shape = [4, 1, 4, 196]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.525
	std = 0.357
