class Program_weight_tensor_meta_x_82:
	name = "in_0"
	original_name = "x_82"
	shape = [1, 2048, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.038
	std = 0.048
