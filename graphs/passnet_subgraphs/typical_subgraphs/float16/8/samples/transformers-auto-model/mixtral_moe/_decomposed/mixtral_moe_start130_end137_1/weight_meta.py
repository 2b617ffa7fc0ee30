class Program_weight_tensor_meta_hidden_states_12:
	name = "in_0"
	original_name = "hidden_states_12"
	shape = [16, 4096, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.125


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [16, 4096, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.192
