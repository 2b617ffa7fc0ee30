class Program_weight_tensor_meta_expand:
	name = "in_0"
	original_name = "expand"
	shape = [1, 1, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_1:
	name = "in_1"
	original_name = "x_1"
	shape = [1, 196, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.341
