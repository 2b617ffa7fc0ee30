class Program_weight_tensor_meta_alpha:
	name = "in_0"
	original_name = "alpha"
	shape = [10832, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.507
	std = 1.192
