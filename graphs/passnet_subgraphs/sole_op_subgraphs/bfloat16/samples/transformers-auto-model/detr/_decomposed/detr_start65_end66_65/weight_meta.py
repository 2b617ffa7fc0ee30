class Program_weight_tensor_meta_hidden_state_1:
	name = "in_0"
	original_name = "hidden_state_1"
	shape = [1, 256, 160, 160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.152


class Program_weight_tensor_meta_hidden_states_10:
	name = "in_1"
	original_name = "hidden_states_10"
	shape = [1, 256, 160, 160]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.154
