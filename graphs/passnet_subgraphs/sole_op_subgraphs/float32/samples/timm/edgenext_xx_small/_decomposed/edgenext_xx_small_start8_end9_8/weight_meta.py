class Program_weight_tensor_meta_x_6:
	name = "in_0"
	original_name = "x_6"
	shape = [1, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.018
	std = 0.088
