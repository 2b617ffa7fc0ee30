class Program_weight_tensor_meta_freqs:
	name = "in_0"
	original_name = "freqs"
	shape = [1, 32, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = 2.833
	std = 6.110
