class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [2, 64, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.075
	std = 0.124
