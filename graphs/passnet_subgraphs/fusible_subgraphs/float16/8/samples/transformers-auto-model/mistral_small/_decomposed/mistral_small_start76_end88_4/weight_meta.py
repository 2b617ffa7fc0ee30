class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.741
	std = 0.533


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [16, 4, 4096, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.451


class Program_weight_tensor_meta_sin_3:
	name = "in_2"
	original_name = "sin_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.160
	std = 0.377


class Program_weight_tensor_meta_value_states:
	name = "in_3"
	original_name = "value_states"
	shape = [16, 4, 4096, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.454
