class Program_weight_tensor_meta_alpha_src:
	name = "in_0"
	original_name = "alpha_src"
	shape = [2708, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.469
	std = 0.804


class Program_weight_tensor_meta_edge_index_j:
	name = "in_1"
	original_name = "edge_index_j"
	shape = [10832]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999
