class Program_weight_tensor_meta_x_144:
	name = "in_0"
	original_name = "x_144"
	shape = [2, 1280, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.556
	std = 2.085
