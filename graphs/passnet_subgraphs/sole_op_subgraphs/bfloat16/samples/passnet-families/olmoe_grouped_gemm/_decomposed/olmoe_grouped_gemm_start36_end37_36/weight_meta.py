class Program_weight_tensor_meta_tokens:
	name = "in_0"
	original_name = "tokens"
	shape = [128, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 1.001
