class Program_weight_tensor_meta_x_4:
	name = "in_0"
	original_name = "x_4"
	shape = [1, 32, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.023
	std = 0.156
