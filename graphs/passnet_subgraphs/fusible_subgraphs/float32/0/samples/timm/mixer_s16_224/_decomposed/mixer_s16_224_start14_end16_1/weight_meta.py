class Program_weight_tensor_meta_x_8:
	name = "in_0"
	original_name = "x_8"
	shape = [1, 196, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.638
