class Program_weight_tensor_meta_x_12:
	name = "in_0"
	original_name = "x_12"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.012
	std = 0.281
