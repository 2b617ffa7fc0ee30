class Program_weight_tensor_meta_arange_1:
	name = "in_0"
	original_name = "arange_1"
	shape = [32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]


class Program_weight_tensor_meta_getitem:
	name = "in_1"
	original_name = "getitem"
	shape = [8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.125
	std = 0.173
	data = [0.500000, 0.250000, 0.125000, 0.062500, 0.031250, 0.015625, 0.007812, 0.003906]
