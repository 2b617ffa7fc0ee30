class Program_weight_tensor_meta_a:
	name = "in_0"
	shape = [80]
	dtype = "torch.int64"
	mean = None
	std = None
	min_val = 5
	max_val = 2
