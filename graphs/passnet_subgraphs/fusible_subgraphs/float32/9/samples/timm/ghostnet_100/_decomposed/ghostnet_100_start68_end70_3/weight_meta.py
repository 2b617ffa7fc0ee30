class Program_weight_tensor_meta_x_16:
	name = "in_0"
	original_name = "x_16"
	shape = [1, 72, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.031


class Program_weight_tensor_meta_x_se_3:
	name = "in_1"
	original_name = "x_se_3"
	shape = [1, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.010
	std = 0.124
