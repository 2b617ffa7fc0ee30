class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 1, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.575
