class Program_weight_tensor_meta_position_ids:
	name = "in_0"
	original_name = "position_ids"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 31
