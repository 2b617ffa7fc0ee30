class Program_weight_tensor_meta_mul:
	name = "in_0"
	original_name = "mul"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.009


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [1, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.128
