class Program_weight_tensor_meta_q:
	name = "in_0"
	original_name = "q"
	shape = [64, 3, 49, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.024
	std = 0.192
