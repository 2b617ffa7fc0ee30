class Program_weight_tensor_meta_freqs:
	name = "in_0"
	original_name = "freqs"
	shape = [1, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.936
	std = 4.417
