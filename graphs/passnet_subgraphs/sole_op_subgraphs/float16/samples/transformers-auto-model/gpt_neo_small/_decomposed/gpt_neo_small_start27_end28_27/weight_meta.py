class Program_weight_tensor_meta_getitem_7:
	name = "in_0"
	original_name = "getitem_7"
	shape = [1, 1, 16, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_getitem_8:
	name = "in_1"
	original_name = "getitem_8"
	shape = [1, 1, 1, 16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
