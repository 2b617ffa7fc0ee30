class Program_weight_tensor_meta_getitem:
	name = "in_0"
	original_name = "getitem"
	shape = [8, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.125
	std = 0.173
	data = [0.500000, 0.250000, 0.125000, 0.062500, 0.031250, 0.015625, 0.007812, 0.003906]
