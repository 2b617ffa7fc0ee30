class Program_weight_tensor_meta_input_16:
	name = "in_0"
	original_name = "input_16"
	shape = [2, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.070


class Program_weight_tensor_meta_input_24:
	name = "in_1"
	original_name = "input_24"
	shape = [2, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.089
