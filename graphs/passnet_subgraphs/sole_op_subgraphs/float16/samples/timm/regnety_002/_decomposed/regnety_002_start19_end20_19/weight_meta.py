class Program_weight_tensor_meta_x_11:
	name = "in_0"
	original_name = "x_11"
	shape = [1, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.021


class Program_weight_tensor_meta_x_13:
	name = "in_1"
	original_name = "x_13"
	shape = [1, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.053
	std = 0.320
