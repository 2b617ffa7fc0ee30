class Program_weight_tensor_meta_a_pixels:
	name = "in_0"
	shape = [8, 16]
	dtype = "torch.uint8"
	device = "cpu"
	mean = 120.000
	std = 300.000
	min_val = 10
	max_val = 200


class Program_weight_tensor_meta_b_codes:
	name = "in_1"
	shape = [70]
	dtype = "torch.int8"
	device = "cpu"
	mean = None
	std = None
	min_val = -3
	max_val = 3


class Program_weight_tensor_meta_c_after:
	name = "in_2"
	shape = [3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 1.000
