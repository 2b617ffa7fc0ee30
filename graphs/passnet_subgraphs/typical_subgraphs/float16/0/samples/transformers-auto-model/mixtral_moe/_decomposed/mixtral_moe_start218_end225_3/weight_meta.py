class Program_weight_tensor_meta_hidden_states_19:
	name = "in_0"
	original_name = "hidden_states_19"
	shape = [1, 16, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.375


class Program_weight_tensor_meta_hidden_states_26:
	name = "in_1"
	original_name = "hidden_states_26"
	shape = [1, 16, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.117
