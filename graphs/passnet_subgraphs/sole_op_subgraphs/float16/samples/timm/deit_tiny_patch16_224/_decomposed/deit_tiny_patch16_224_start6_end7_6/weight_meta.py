class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [2, 197, 192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.012
	std = 0.341
