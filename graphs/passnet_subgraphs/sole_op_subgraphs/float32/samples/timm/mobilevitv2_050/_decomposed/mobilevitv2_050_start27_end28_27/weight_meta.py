class Program_weight_tensor_meta_x_18:
	name = "in_0"
	original_name = "x_18"
	shape = [1, 64, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.068


class Program_weight_tensor_meta_x_26:
	name = "in_1"
	original_name = "x_26"
	shape = [1, 64, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.020
