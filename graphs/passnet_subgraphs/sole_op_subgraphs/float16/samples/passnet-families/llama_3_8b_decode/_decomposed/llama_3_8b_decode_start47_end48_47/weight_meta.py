class Program_weight_tensor_meta_expand:
	name = "in_0"
	original_name = "expand"
	shape = [1, 8, 4, 2049, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.577
