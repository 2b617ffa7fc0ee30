class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [2, 197, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.334
