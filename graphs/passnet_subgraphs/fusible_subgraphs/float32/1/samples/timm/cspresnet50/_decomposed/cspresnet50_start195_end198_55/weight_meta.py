class Program_weight_tensor_meta_x_173:
	name = "in_0"
	original_name = "x_173"
	shape = [4, 1024, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.113
	std = 0.171
