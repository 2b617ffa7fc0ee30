class Program_weight_tensor_meta_mul_3:
	name = "in_0"
	original_name = "mul_3"
	shape = [2, 8, 32, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.394


class Program_weight_tensor_meta_sin_3:
	name = "in_1"
	original_name = "sin_3"
	shape = [1, 1, 32, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.185
	std = 0.431


class Program_weight_tensor_meta_x1:
	name = "in_2"
	original_name = "x1"
	shape = [2, 8, 32, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.445


class Program_weight_tensor_meta_x2:
	name = "in_3"
	original_name = "x2"
	shape = [2, 8, 32, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.447
