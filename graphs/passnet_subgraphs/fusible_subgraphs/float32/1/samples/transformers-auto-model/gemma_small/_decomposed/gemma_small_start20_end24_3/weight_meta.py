class Program_weight_tensor_meta_float_2:
	name = "in_0"
	original_name = "float_2"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.452


class Program_weight_tensor_meta_pow_1:
	name = "in_1"
	original_name = "pow_1"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.204
	std = 0.291
