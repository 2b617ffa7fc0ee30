class Program_weight_tensor_meta_key_states:
	name = "in_0"
	original_name = "key_states"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.562


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.031
	std = 0.547


class Program_weight_tensor_meta_value_states:
	name = "in_2"
	original_name = "value_states"
	shape = [16, 12, 499, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.554
