class Program_weight_tensor_meta_a_big:
	name = "in_0"
	shape = [64]
	dtype = "torch.float16"
	mean = 65000.000
	std = 2000.000


class Program_weight_tensor_meta_b_next:
	name = "in_1"
	shape = [4]
	dtype = "torch.float16"
	mean = 0.000
	std = 1.000
