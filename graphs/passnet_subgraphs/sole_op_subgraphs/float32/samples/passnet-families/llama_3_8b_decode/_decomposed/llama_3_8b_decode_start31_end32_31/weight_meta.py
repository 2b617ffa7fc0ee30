class Program_weight_tensor_meta_second:
	name = "in_0"
	original_name = "second"
	shape = [1, 32, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.585
