class Program_weight_tensor_meta_cos_1:
	name = "in_0"
	original_name = "cos_1"
	shape = [2, 28, 28, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.812
	std = 0.459


class Program_weight_tensor_meta_pos_x_1:
	name = "in_1"
	original_name = "pos_x_1"
	shape = [2, 28, 28, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.484
	std = 0.515


class Program_weight_tensor_meta_sin_1:
	name = "in_2"
	original_name = "sin_1"
	shape = [2, 28, 28, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.157
	std = 0.326
