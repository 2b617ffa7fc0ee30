class Program_weight_tensor_meta_second:
	name = "in_0"
	original_name = "second"
	shape = [1, 28, 1, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.590
