class Program_weight_tensor_meta_x_5:
	name = "in_0"
	original_name = "x_5"
	shape = [4, 32, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.547
