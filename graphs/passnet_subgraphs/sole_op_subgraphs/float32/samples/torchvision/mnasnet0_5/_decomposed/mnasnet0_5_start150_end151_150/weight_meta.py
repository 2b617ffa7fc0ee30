class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [2, 1280]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.016
	std = 0.024
