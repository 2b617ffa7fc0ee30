class Program_weight_tensor_meta_bias:
	name = "in_0"
	original_name = "bias"
	shape = [1, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_mul_1:
	name = "in_1"
	original_name = "mul_1"
	shape = [1, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018
