class Program_weight_tensor_meta_input_14:
	name = "in_0"
	original_name = "input_14"
	shape = [1, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.046


class Program_weight_tensor_meta_input_5:
	name = "in_1"
	original_name = "input_5"
	shape = [1, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.236
