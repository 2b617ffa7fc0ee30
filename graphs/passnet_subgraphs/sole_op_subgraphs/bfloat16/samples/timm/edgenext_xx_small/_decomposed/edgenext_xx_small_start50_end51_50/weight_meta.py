class Program_weight_tensor_meta_to:
	name = "in_0"
	original_name = "to"
	shape = [1, 28, 28]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
