class Program_weight_tensor_meta_context_scores_1:
	name = "in_0"
	original_name = "context_scores_1"
	shape = [1, 1, 4, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.001


class Program_weight_tensor_meta_key:
	name = "in_1"
	original_name = "key"
	shape = [1, 64, 4, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.199
	std = 1.109
