class Program_weight_tensor_meta_getitem_9:
	name = "in_0"
	original_name = "getitem_9"
	shape = [1, 128, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
