class Program_weight_tensor_meta_position_diff:
	name = "in_0"
	original_name = "position_diff"
	shape = [1, 128]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
