class Program_weight_tensor_meta_down_proj:
	name = "in_0"
	original_name = "down_proj"
	shape = [1, 16, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.867


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [1, 16, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.008
	std = 0.437
