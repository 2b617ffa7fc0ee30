class Program_weight_tensor_meta_down_proj:
	name = "in_0"
	original_name = "down_proj"
	shape = [16, 4096, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.667


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [16, 4096, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.309
