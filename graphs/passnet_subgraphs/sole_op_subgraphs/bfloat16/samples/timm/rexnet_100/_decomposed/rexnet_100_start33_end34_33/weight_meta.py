class Program_weight_tensor_meta_x_29:
	name = "in_0"
	original_name = "x_29"
	shape = [1, 228, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.079
