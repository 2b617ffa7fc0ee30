class Program_weight_tensor_meta_getitem:
	name = "in_0"
	original_name = "getitem"
	shape = [1, 1, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
