class Program_weight_tensor_meta_rsqrt:
	name = "in_0"
	original_name = "rsqrt"
	shape = [1, 128, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.735
	std = 0.017


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [1, 128, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.576
