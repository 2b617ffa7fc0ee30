class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [1, 27, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.031
	std = 0.198


class Program_weight_tensor_meta_getitem_1:
	name = "in_1"
	original_name = "getitem_1"
	shape = [1, 11, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.053
	std = 0.150
