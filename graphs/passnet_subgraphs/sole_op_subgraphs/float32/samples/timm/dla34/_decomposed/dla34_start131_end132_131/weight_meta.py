class Program_weight_tensor_meta_x_17:
	name = "in_0"
	original_name = "x_17"
	shape = [1, 512, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 16.509
	std = 25.375
