class Program_weight_tensor_meta_min_2:
	name = "in_0"
	original_name = "min_2"
	shape = [8, 8]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = -7
	max_val = 0
