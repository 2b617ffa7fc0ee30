class Program_weight_tensor_meta_freqs:
	name = "in_0"
	original_name = "freqs"
	shape = [1, 1, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 10.788
	std = 25.590
