class Program_weight_tensor_meta_rsqrt:
	name = "in_0"
	original_name = "rsqrt"
	shape = [1, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.041
	std = 0.168


class Program_weight_tensor_meta_weight:
	name = "in_1"
	original_name = "weight"
	shape = [1, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.023
