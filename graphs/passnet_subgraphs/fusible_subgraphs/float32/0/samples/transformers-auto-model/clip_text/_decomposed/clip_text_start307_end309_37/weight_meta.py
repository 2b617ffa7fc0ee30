class Program_weight_tensor_meta_input_ids:
	name = "in_0"
	original_name = "input_ids"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 12
	max_val = 999
