class Program_weight_tensor_meta_x_j:
	name = "in_0"
	original_name = "x_j"
	shape = [10832, 1433]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
