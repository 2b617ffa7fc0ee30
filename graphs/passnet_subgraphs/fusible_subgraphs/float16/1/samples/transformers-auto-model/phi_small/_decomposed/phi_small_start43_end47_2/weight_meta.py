class Program_weight_tensor_meta_mul_5:
	name = "in_0"
	original_name = "mul_5"
	shape = [4, 4, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.394


class Program_weight_tensor_meta_sin_3:
	name = "in_1"
	original_name = "sin_3"
	shape = [1, 1, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.163
	std = 0.435


class Program_weight_tensor_meta_x1_1:
	name = "in_2"
	original_name = "x1_1"
	shape = [4, 4, 32, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.443


class Program_weight_tensor_meta_x2_1:
	name = "in_3"
	original_name = "x2_1"
	shape = [4, 4, 32, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.450
