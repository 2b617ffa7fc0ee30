class Program_weight_tensor_meta_view:
	name = "in_0"
	original_name = "view"
	shape = [10832, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999


class Program_weight_tensor_meta_x_j:
	name = "in_1"
	original_name = "x_j"
	shape = [10832, 1433]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
