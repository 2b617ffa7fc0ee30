class Program_weight_tensor_meta_float_2:
	name = "in_0"
	original_name = "float_2"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.449


class Program_weight_tensor_meta_pow_1:
	name = "in_1"
	original_name = "pow_1"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.202
	std = 0.286
