class Program_weight_tensor_meta_freqs:
	name = "in_0"
	original_name = "freqs"
	shape = [1, 128, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.874
	std = 2.020
