class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2708, 1433]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289


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
