class Program_weight_tensor_meta_keys_1:
	name = "in_0"
	original_name = "keys_1"
	shape = [1, 12, 50, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.207


class Program_weight_tensor_meta_queries_1:
	name = "in_1"
	original_name = "queries_1"
	shape = [1, 12, 50, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.209


class Program_weight_tensor_meta_values_1:
	name = "in_2"
	original_name = "values_1"
	shape = [1, 12, 50, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.214
