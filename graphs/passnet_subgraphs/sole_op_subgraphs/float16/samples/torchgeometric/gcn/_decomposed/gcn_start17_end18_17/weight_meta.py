class Program_weight_tensor_meta_edge_index_j:
	name = "in_0"
	original_name = "edge_index_j"
	shape = [10832]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [2708, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.161
	std = 0.991
