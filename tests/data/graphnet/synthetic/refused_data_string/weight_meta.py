class Program_weight_tensor_meta_a:
	name = "in_0"
	shape = [2]
	dtype = "torch.float32"
	mean = 0.0
	std = 1.0
	data = "1.0, 2.0"
