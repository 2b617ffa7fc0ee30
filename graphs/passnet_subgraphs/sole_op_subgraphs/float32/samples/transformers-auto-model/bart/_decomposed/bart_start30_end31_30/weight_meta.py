class Program_weight_tensor_meta_linear_4:
	name = "in_0"
	original_name = "linear_4"
	shape = [1, 16, 4096]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.637
