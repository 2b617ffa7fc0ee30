class Program_weight_tensor_meta_x_12:
	name = "in_0"
	original_name = "x_12"
	shape = [2, 40, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_2:
	name = "in_1"
	original_name = "x_2"
	shape = [2, 40, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 1.006
