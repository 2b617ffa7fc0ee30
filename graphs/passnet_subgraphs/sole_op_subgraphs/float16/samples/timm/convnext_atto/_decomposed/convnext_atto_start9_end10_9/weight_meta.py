class Program_weight_tensor_meta_x_7:
	name = "in_0"
	original_name = "x_7"
	shape = [2, 160, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.013
	std = 0.122
