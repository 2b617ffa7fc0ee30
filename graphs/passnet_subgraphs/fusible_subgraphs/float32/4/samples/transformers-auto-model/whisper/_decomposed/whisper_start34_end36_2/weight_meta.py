class Program_weight_tensor_meta_linear_4:
	name = "in_0"
	original_name = "linear_4"
	shape = [8, 1500, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.394
