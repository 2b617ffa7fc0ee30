class Program_weight_tensor_meta_ne:
	name = "in_0"
	original_name = "ne"
	shape = [1, 16]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
	data = [False, False, False, False, False, False, False, False, False, False, False, False, False, False, False, False]
