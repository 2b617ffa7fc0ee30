class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [1, 256, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.018
