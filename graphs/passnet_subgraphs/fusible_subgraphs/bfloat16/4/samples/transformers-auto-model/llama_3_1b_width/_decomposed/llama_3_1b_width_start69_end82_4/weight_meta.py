class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.741
	std = 0.533


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [4, 8, 256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.904


class Program_weight_tensor_meta_sin_3:
	name = "in_2"
	original_name = "sin_3"
	shape = [1, 1, 256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.160
	std = 0.377


class Program_weight_tensor_meta_value_states:
	name = "in_3"
	original_name = "value_states"
	shape = [4, 8, 256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.907
