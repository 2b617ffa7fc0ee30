class Program_weight_tensor_meta_edge_weight:
	name = "in_0"
	original_name = "edge_weight"
	shape = [10832]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.000
