class Program_weight_tensor_meta_key_states:
	name = "in_0"
	original_name = "key_states"
	shape = [512, 12, 197, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.015
	std = 0.558


class Program_weight_tensor_meta_query_states:
	name = "in_1"
	original_name = "query_states"
	shape = [512, 12, 197, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.012
	std = 0.563


class Program_weight_tensor_meta_value_states:
	name = "in_2"
	original_name = "value_states"
	shape = [512, 12, 197, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.015
	std = 0.552
