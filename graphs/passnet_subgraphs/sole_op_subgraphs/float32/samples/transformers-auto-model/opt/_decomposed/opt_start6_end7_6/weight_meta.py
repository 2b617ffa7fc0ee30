class Program_weight_tensor_meta_sub:
	name = "in_0"
	original_name = "sub"
	shape = [2, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 15.500
	std = 9.306
