class Program_weight_tensor_meta_down_proj:
	name = "in_0"
	original_name = "down_proj"
	shape = [16, 4096, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.082


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_1"
	original_name = "hidden_states_5"
	shape = [16, 4096, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.097
