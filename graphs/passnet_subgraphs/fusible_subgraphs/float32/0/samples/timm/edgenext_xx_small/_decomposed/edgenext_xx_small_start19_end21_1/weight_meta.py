class Program_weight_tensor_meta_x_17:
	name = "in_0"
	original_name = "x_17"
	shape = [1, 56, 56, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.085
