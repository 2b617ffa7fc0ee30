class Program_weight_tensor_meta_expand:
	name = "in_0"
	original_name = "expand"
	shape = [1, 4, 7, 2049, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.576
