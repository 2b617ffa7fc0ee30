class Program_weight_tensor_meta_x_71:
	name = "in_0"
	original_name = "x_71"
	shape = [2, 128, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021
