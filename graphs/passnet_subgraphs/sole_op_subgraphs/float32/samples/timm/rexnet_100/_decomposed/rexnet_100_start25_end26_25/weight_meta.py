class Program_weight_tensor_meta_getitem:
	name = "in_0"
	original_name = "getitem"
	shape = [1, 27, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.034
	std = 0.180


class Program_weight_tensor_meta_x_15:
	name = "in_1"
	original_name = "x_15"
	shape = [1, 27, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.158
