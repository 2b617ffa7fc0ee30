class Program_weight_tensor_meta_x_138:
	name = "in_0"
	original_name = "x_138"
	shape = [1, 256, 8, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.022
	std = 1.055
