class Program_weight_tensor_meta_buffered_token_type_ids:
	name = "in_0"
	original_name = "buffered_token_type_ids"
	shape = [1, 512]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 0


class Program_weight_tensor_meta_position_ids:
	name = "in_1"
	original_name = "position_ids"
	shape = [1, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
