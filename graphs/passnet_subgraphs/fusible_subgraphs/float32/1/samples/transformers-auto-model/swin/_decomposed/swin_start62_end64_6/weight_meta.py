class Program_weight_tensor_meta_ge_1:
	name = "in_0"
	original_name = "ge_1"
	shape = [56]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
	data = [False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, True, True, True]


class Program_weight_tensor_meta_long:
	name = "in_1"
	original_name = "long"
	shape = [56]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]
