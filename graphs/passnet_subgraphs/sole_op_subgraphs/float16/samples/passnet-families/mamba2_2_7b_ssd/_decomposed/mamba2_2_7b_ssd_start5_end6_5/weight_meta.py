class Program_weight_tensor_meta_rsqrt:
	name = "in_0"
	original_name = "rsqrt"
	shape = [1, 128, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.735
	std = 0.013


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [1, 128, 2560]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.576
