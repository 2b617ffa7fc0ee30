class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.749
	std = 0.526


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [16, 12, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.784


class Program_weight_tensor_meta_sin_3:
	name = "in_2"
	original_name = "sin_3"
	shape = [1, 1, 4096, 128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.159
	std = 0.370
