class Program_weight_tensor_meta_index:
	name = "in_0"
	original_name = "index"
	shape = [10832, 1433]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999


class Program_weight_tensor_meta_new_zeros:
	name = "in_1"
	original_name = "new_zeros"
	shape = [2708, 1433]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_j:
	name = "in_2"
	original_name = "x_j"
	shape = [10832, 1433]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
