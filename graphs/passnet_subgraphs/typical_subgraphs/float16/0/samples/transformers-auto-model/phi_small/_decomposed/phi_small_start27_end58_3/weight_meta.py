class Program_weight_tensor_meta_cos_2:
	name = "in_0"
	original_name = "cos_2"
	shape = [1, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.637
	std = 0.615


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [2, 4, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.448


class Program_weight_tensor_meta_query_states:
	name = "in_2"
	original_name = "query_states"
	shape = [2, 8, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.449


class Program_weight_tensor_meta_sin_2:
	name = "in_3"
	original_name = "sin_2"
	shape = [1, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.163
	std = 0.435


class Program_weight_tensor_meta_value_states:
	name = "in_4"
	original_name = "value_states"
	shape = [2, 4, 32, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.448
