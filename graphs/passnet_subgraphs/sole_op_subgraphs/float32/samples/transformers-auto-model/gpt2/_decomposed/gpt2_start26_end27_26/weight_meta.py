class Program_weight_tensor_meta_getitem_5:
	name = "in_0"
	original_name = "getitem_5"
	shape = [1, 1, 128, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_getitem_6:
	name = "in_1"
	original_name = "getitem_6"
	shape = [1, 1, 1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
