class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [64, 2304]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.553
