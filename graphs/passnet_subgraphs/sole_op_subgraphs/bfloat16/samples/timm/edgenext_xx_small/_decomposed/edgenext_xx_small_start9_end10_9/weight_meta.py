class Program_weight_tensor_meta_x_7:
	name = "in_0"
	original_name = "x_7"
	shape = [2, 56, 56, 96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.042
