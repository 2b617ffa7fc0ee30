class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [2, 256, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.459
	std = 0.864
