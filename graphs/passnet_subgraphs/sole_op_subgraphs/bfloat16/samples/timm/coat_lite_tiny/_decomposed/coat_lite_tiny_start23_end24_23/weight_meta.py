class Program_weight_tensor_meta_k:
	name = "in_0"
	original_name = "k"
	shape = [2, 8, 3137, 8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.022
	std = 0.156
