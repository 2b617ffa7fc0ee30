class Program_weight_tensor_meta_linear_1:
	name = "in_0"
	original_name = "linear_1"
	shape = [2708, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.052
	std = 0.336


class Program_weight_tensor_meta_out_1:
	name = "in_1"
	original_name = "out_1"
	shape = [2708, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.330
	std = 1.254
