class Program_weight_tensor_meta_x_125:
	name = "in_0"
	original_name = "x_125"
	shape = [1, 16, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.069
