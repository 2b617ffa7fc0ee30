class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 256, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.160
