class Program_weight_tensor_meta_a_first:
	name = "in_0"
	shape = [70]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 9


class Program_weight_tensor_meta_b_other:
	name = "in_1"
	shape = [5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 1.000


class Program_weight_tensor_meta_c_last:
	name = "in_0"
	shape = [4, 2]
	dtype = "torch.float32"
	device = "cpu"
	mean = 3.000
	std = 0.500
