class Program_weight_tensor_meta_interpolate:
	name = "in_0"
	original_name = "interpolate"
	shape = [1, 1, 20, 20]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.000
