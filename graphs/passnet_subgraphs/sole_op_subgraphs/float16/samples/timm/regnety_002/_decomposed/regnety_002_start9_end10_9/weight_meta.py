class Program_weight_tensor_meta_x_8:
	name = "in_0"
	original_name = "x_8"
	shape = [1, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.096
	std = 0.151
