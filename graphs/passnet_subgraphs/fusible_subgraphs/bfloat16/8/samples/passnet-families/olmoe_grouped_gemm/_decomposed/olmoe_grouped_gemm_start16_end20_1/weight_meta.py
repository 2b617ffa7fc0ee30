class Program_weight_tensor_meta_expert_of_pair:
	name = "in_0"
	original_name = "expert_of_pair"
	shape = [524288]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 63


class Program_weight_tensor_meta_order:
	name = "in_1"
	original_name = "order"
	shape = [524288]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 127
