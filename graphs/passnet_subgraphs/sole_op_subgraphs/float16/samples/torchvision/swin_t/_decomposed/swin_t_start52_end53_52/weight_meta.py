class Program_weight_tensor_meta_x_11:
	name = "in_0"
	original_name = "x_11"
	shape = [1, 56, 56, 96]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 1.003
