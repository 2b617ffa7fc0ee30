class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 512, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.960
