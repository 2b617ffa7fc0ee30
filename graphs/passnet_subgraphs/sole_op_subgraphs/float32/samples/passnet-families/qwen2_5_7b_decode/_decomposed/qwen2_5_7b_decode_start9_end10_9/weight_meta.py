class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 1, 3584]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.575
