class Program_weight_tensor_meta_hidden_states_12:
	name = "in_0"
	original_name = "hidden_states_12"
	shape = [1, 16, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.126


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [1, 16, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.188
