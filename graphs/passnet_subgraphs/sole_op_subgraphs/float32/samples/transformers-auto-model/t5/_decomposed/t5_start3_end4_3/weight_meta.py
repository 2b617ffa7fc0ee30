class Program_weight_tensor_meta_to:
	name = "in_0"
	original_name = "to"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.994
