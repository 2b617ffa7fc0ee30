class Program_weight_tensor_meta_cos_2:
	name = "in_0"
	original_name = "cos_2"
	shape = [1, 32, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.603
	std = 0.647


class Program_weight_tensor_meta_key_states_1:
	name = "in_1"
	original_name = "key_states_1"
	shape = [2, 4, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.446


class Program_weight_tensor_meta_query_states_1:
	name = "in_2"
	original_name = "query_states_1"
	shape = [2, 8, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.449


class Program_weight_tensor_meta_sin_2:
	name = "in_3"
	original_name = "sin_2"
	shape = [1, 32, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.185
	std = 0.431


class Program_weight_tensor_meta_value_states_1:
	name = "in_4"
	original_name = "value_states_1"
	shape = [2, 4, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.449
