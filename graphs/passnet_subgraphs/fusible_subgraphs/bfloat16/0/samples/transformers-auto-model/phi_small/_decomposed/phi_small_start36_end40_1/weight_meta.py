class Program_weight_tensor_meta_mul_3:
	name = "in_0"
	original_name = "mul_3"
	shape = [2, 8, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.397


class Program_weight_tensor_meta_sin_3:
	name = "in_1"
	original_name = "sin_3"
	shape = [1, 1, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.163
	std = 0.435


class Program_weight_tensor_meta_x1:
	name = "in_2"
	original_name = "x1"
	shape = [2, 8, 32, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.447


class Program_weight_tensor_meta_x2:
	name = "in_3"
	original_name = "x2"
	shape = [2, 8, 32, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.447
