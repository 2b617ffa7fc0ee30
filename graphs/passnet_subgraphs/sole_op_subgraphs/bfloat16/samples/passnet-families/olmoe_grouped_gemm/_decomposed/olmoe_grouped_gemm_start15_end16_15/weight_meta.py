class Program_weight_tensor_meta_expert_of_pair:
	name = "in_0"
	original_name = "expert_of_pair"
	shape = [1024]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 63
