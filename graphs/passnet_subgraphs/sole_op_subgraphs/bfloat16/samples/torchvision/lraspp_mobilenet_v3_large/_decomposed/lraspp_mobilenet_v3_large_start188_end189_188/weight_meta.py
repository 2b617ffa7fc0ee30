class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 128, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.010
