class Program_weight_tensor_meta_sigmoid:
	name = "in_0"
	original_name = "sigmoid"
	shape = [1, 228, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.498
	std = 0.027


class Program_weight_tensor_meta_x_29:
	name = "in_1"
	original_name = "x_29"
	shape = [1, 228, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.079
