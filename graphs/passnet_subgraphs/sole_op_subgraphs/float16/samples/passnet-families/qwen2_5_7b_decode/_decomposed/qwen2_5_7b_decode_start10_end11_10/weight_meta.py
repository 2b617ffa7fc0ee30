class Program_weight_tensor_meta_pow_1:
	name = "in_0"
	original_name = "pow_1"
	shape = [1, 1, 3584]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.330
	std = 0.301
