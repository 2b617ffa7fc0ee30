class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.206
