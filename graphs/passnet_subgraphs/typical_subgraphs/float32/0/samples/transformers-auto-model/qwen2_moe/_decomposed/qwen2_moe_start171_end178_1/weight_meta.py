class Program_weight_tensor_meta_expert_output_2:
	name = "in_0"
	original_name = "expert_output_2"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.084


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.197
