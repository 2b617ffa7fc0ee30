class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [2, 48, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.027
	std = 0.365
