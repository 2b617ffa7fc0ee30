class Program_weight_tensor_meta_ne:
	name = "in_0"
	original_name = "ne"
	shape = [1, 4]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
