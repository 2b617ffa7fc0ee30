class Program_weight_tensor_meta_scale_1:
	name = "in_0"
	original_name = "scale_1"
	shape = [1, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.024
	std = 0.112
