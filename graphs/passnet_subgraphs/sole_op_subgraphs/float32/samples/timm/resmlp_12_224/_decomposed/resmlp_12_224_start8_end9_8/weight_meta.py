class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [2, 196, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_1:
	name = "in_1"
	original_name = "x_1"
	shape = [2, 196, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.579
