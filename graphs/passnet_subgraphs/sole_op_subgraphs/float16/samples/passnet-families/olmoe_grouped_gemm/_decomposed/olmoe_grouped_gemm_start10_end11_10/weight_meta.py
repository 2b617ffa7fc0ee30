class Program_weight_tensor_meta_linear:
	name = "in_0"
	original_name = "linear"
	shape = [128, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.385
	std = 3.294
