class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 64, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.068
	std = 0.097
