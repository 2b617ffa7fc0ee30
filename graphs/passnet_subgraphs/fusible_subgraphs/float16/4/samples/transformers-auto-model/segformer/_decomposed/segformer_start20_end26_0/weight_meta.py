class Program_weight_tensor_meta_key_states:
	name = "in_0"
	original_name = "key_states"
	shape = [8, 1, 256, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.117


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [8, 1, 16384, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.014
	std = 0.111


class Program_weight_tensor_meta_value_states:
	name = "in_2"
	original_name = "value_states"
	shape = [8, 1, 256, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.016
	std = 0.116
