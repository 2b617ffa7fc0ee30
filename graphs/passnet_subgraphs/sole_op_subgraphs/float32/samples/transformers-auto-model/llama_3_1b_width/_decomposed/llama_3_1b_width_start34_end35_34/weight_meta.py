class Program_weight_tensor_meta_float_1:
	name = "in_0"
	original_name = "float_1"
	shape = [1, 128, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 7.500
	std = 4.761


class Program_weight_tensor_meta_to_2:
	name = "in_1"
	original_name = "to_2"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.125
	std = 0.240
