class Program_weight_tensor_meta_cumsum:
	name = "in_0"
	original_name = "cumsum"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 1
	max_val = 32


class Program_weight_tensor_meta_mask:
	name = "in_1"
	original_name = "mask"
	shape = [2, 32]
	dtype = "torch.int32"
	device = "cpu"
	mean = None
	std = None
	min_val = 1
	max_val = 1
