class Program_weight_tensor_meta_input_16:
	name = "in_0"
	original_name = "input_16"
	shape = [2, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.104


class Program_weight_tensor_meta_input_24:
	name = "in_1"
	original_name = "input_24"
	shape = [2, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.071
