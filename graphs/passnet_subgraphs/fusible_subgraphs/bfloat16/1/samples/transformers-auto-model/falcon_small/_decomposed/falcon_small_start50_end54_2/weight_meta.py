class Program_weight_tensor_meta_mul_5:
	name = "in_0"
	original_name = "mul_5"
	shape = [4, 1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.398


class Program_weight_tensor_meta_sin_3:
	name = "in_1"
	original_name = "sin_3"
	shape = [1, 1, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.162
	std = 0.423


class Program_weight_tensor_meta_x1_1:
	name = "in_2"
	original_name = "x1_1"
	shape = [4, 1, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.012
	std = 0.439


class Program_weight_tensor_meta_x2_1:
	name = "in_3"
	original_name = "x2_1"
	shape = [4, 1, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.452
