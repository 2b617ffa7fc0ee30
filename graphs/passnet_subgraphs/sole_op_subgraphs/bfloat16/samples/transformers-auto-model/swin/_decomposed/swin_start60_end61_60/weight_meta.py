class Program_weight_tensor_meta_ge:
	name = "in_0"
	original_name = "ge"
	shape = [56]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
