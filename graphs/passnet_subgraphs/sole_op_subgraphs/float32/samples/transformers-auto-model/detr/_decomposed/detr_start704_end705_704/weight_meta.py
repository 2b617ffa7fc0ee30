class Program_weight_tensor_meta_getitem:
	name = "in_0"
	original_name = "getitem"
	shape = [1, 1, 640, 640]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.000
