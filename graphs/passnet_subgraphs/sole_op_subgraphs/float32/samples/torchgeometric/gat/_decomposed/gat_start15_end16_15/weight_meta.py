class Program_weight_tensor_meta_detach:
	name = "in_0"
	original_name = "detach"
	shape = [10832, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.678
	std = 0.899
