class Program_weight_tensor_meta_B_2:
	name = "in_0"
	original_name = "B_2"
	shape = [1, 1, 256, 24, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.025
	std = 0.250


class Program_weight_tensor_meta_C_2:
	name = "in_1"
	original_name = "C_2"
	shape = [1, 1, 256, 24, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.023
	std = 0.234
