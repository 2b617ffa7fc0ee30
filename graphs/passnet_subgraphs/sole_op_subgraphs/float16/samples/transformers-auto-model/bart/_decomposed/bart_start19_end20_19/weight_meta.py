class Program_weight_tensor_meta_key_states_1:
	name = "in_0"
	original_name = "key_states_1"
	shape = [1, 16, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.014
	std = 0.634


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [1, 16, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.632


class Program_weight_tensor_meta_value_states_1:
	name = "in_2"
	original_name = "value_states_1"
	shape = [1, 16, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.641
