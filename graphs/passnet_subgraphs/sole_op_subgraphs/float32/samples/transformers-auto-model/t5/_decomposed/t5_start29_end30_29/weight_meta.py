class Program_weight_tensor_meta_relative_position_1:
	name = "in_0"
	original_name = "relative_position_1"
	shape = [16, 16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 15
