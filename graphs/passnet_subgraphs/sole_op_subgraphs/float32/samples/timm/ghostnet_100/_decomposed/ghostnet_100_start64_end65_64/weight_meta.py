class Program_weight_tensor_meta_x_16:
	name = "in_0"
	original_name = "x_16"
	shape = [1, 72, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.031
