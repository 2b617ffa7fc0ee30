class Program_weight_tensor_meta_x_12:
	name = "in_0"
	original_name = "x_12"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.020


class Program_weight_tensor_meta_xb:
	name = "in_1"
	original_name = "xb"
	shape = [2, 128, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.179
