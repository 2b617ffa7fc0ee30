class Program_weight_tensor_meta_linear_5:
	name = "in_0"
	original_name = "linear_5"
	shape = [1, 1568, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.578
