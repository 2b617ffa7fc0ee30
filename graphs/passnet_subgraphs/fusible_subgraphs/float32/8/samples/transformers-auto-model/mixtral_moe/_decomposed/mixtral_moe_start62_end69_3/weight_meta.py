class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.821
	std = 0.463


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [16, 16, 4096, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.635


class Program_weight_tensor_meta_sin_3:
	name = "in_2"
	original_name = "sin_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.109
	std = 0.316
