class Program_weight_tensor_meta_alpha_i:
	name = "in_0"
	original_name = "alpha_i"
	shape = [10832, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.036
	std = 0.892


class Program_weight_tensor_meta_alpha_j:
	name = "in_1"
	original_name = "alpha_j"
	shape = [10832, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.471
	std = 0.788
