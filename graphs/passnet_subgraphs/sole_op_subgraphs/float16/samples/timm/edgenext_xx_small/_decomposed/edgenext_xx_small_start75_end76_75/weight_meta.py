class Program_weight_tensor_meta_cos:
	name = "in_0"
	original_name = "cos"
	shape = [1, 28, 28, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.812
	std = 0.459


class Program_weight_tensor_meta_sin:
	name = "in_1"
	original_name = "sin"
	shape = [1, 28, 28, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.157
	std = 0.326
