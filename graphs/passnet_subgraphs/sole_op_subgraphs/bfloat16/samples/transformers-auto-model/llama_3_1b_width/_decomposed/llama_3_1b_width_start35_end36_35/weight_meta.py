class Program_weight_tensor_meta_freqs:
	name = "in_0"
	original_name = "freqs"
	shape = [1, 128, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.937
	std = 2.160
