class Program_weight_tensor_meta_x_5:
	name = "in_0"
	original_name = "x_5"
	shape = [1, 128, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.555
