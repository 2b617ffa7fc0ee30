class Program_weight_tensor_meta_x_154:
	name = "in_0"
	original_name = "x_154"
	shape = [1, 1280, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.064
