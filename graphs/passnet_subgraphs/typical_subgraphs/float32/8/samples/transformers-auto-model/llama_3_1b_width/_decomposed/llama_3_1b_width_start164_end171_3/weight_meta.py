class Program_weight_tensor_meta_down_proj_1:
	name = "in_0"
	original_name = "down_proj_1"
	shape = [16, 4096, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.865


class Program_weight_tensor_meta_hidden_states_15:
	name = "in_1"
	original_name = "hidden_states_15"
	shape = [16, 4096, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 1.140
