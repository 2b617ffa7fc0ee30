class Program_weight_tensor_meta_x_24:
	name = "in_0"
	original_name = "x_24"
	shape = [4, 56, 56, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.008
	std = 1.012
