class Program_weight_tensor_meta_x:
	name = "in_0"
	shape = [6, 4]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 1.000


class Program_weight_tensor_meta_ids:
	name = "in_1"
	shape = [2, 80]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 999
