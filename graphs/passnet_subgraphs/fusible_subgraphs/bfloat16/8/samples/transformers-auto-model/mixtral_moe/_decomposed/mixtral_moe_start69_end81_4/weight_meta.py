class Program_weight_tensor_meta_cos_3:
	name = "in_0"
	original_name = "cos_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.821
	std = 0.463


class Program_weight_tensor_meta_key_states:
	name = "in_1"
	original_name = "key_states"
	shape = [16, 8, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.632


class Program_weight_tensor_meta_sin_3:
	name = "in_2"
	original_name = "sin_3"
	shape = [1, 1, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.109
	std = 0.316


class Program_weight_tensor_meta_value_states:
	name = "in_3"
	original_name = "value_states"
	shape = [16, 8, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.628
