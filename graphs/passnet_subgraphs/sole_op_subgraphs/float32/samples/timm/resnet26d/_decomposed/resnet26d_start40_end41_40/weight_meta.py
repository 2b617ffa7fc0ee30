class Program_weight_tensor_meta_x_22:
	name = "in_0"
	original_name = "x_22"
	shape = [1, 256, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.070
	std = 0.102
