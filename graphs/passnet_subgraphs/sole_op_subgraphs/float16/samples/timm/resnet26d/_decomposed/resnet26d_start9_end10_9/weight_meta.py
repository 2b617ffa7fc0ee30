class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [1, 64, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.085
	std = 0.127
