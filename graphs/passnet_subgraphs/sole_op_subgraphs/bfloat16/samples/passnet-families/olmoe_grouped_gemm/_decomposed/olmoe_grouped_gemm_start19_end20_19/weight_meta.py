class Program_weight_tensor_meta_experts:
	name = "in_0"
	original_name = "experts"
	shape = [64]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 63


class Program_weight_tensor_meta_sorted_experts:
	name = "in_1"
	original_name = "sorted_experts"
	shape = [1024]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 63
