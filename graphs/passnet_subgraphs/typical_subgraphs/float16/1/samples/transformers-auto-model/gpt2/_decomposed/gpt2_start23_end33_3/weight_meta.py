class Program_weight_tensor_meta_key_states_1:
	name = "in_0"
	original_name = "key_states_1"
	shape = [4, 12, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.552


class Program_weight_tensor_meta_query_states_1:
	name = "in_1"
	original_name = "query_states_1"
	shape = [4, 12, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.553


class Program_weight_tensor_meta_value_states_1:
	name = "in_2"
	original_name = "value_states_1"
	shape = [4, 12, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.554
