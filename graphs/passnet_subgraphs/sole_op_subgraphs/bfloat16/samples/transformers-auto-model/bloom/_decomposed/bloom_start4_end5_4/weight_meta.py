class Program_weight_tensor_meta_base:
	name = "in_0"
	original_name = "base"
	shape = []
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.000
	data = [0.500000]


class Program_weight_tensor_meta_powers:
	name = "in_1"
	original_name = "powers"
	shape = [8]
	dtype = "torch.int32"
	device = "cpu"
	mean = None
	std = None
	data = [1, 2, 3, 4, 5, 6, 7, 8]
