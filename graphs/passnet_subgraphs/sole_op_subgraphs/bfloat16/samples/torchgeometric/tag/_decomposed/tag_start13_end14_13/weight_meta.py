class Program_weight_tensor_meta_edge_index_j_1:
	name = "in_0"
	original_name = "edge_index_j_1"
	shape = [10832]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999


class Program_weight_tensor_meta_out_1:
	name = "in_1"
	original_name = "out_1"
	shape = [2708, 1433]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 2.001
	std = 1.174
