class Program_weight_tensor_meta_q_indices:
	name = "in_0"
	original_name = "q_indices"
	shape = [1, 1, 128, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
