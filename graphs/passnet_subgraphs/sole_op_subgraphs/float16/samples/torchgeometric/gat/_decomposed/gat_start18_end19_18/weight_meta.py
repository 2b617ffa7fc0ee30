class Program_weight_tensor_meta_alpha_1:
	name = "in_0"
	original_name = "alpha_1"
	shape = [10832, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.678
	std = 0.899


class Program_weight_tensor_meta_index_select_2:
	name = "in_1"
	original_name = "index_select_2"
	shape = [10832, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.327
	std = 1.091
