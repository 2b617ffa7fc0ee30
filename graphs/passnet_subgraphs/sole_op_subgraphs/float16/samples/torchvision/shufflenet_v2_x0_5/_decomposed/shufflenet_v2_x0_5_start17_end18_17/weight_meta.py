class Program_weight_tensor_meta_input_16:
	name = "in_0"
	original_name = "input_16"
	shape = [1, 24, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.026
	std = 0.046


class Program_weight_tensor_meta_input_8:
	name = "in_1"
	original_name = "input_8"
	shape = [1, 24, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.027
	std = 0.035
