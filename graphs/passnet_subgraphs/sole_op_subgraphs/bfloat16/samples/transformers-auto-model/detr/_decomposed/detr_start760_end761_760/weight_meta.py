class Program_weight_tensor_meta_q_indices:
	name = "in_0"
	original_name = "q_indices"
	shape = [1, 1, 400, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 399
