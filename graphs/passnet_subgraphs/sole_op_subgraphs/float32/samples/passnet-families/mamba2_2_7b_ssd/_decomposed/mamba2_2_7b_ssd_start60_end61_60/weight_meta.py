class Program_weight_tensor_meta_states:
	name = "in_0"
	original_name = "states"
	shape = [1, 1, 80, 64, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.005


class Program_weight_tensor_meta_zeros_like:
	name = "in_1"
	original_name = "zeros_like"
	shape = [1, 1, 80, 64, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000
