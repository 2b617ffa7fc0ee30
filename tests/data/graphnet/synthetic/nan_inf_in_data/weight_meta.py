class Program_weight_tensor_meta_a_literal:
	name = "in_0"
	shape = [2, 3]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = float("nan")
	std = float("nan")
	data = [float('nan'), float('inf'), float('-inf'), -1.5, 0.000000, 2.25]


class Program_weight_tensor_meta_b_random:
	name = "in_1"
	shape = [4, 5]
	dtype = "torch.float32"
	device = "cuda:0"
	mean = 0.100
	std = 0.300
