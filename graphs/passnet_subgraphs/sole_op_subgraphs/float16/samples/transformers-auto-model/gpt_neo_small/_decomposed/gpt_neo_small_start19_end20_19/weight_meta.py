class Program_weight_tensor_meta_q_indices:
	name = "in_0"
	original_name = "q_indices"
	shape = [1, 1, 16, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
