class Program_weight_tensor_meta_getitem_2:
	name = "in_0"
	original_name = "getitem_2"
	shape = [2, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
