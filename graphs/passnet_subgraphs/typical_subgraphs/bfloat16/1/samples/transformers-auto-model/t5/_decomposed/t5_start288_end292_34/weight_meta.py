class Program_weight_tensor_meta_key_states_6:
	name = "in_0"
	original_name = "key_states_6"
	shape = [4, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.996


class Program_weight_tensor_meta_value_states_6:
	name = "in_1"
	original_name = "value_states_6"
	shape = [4, 8, 16, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 1.003
