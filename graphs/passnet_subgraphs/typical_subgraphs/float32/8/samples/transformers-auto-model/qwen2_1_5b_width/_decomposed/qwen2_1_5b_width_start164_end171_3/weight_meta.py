class Program_weight_tensor_meta_down_proj_1:
	name = "in_0"
	original_name = "down_proj_1"
	shape = [16, 4096, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.664


class Program_weight_tensor_meta_hidden_states_15:
	name = "in_1"
	original_name = "hidden_states_15"
	shape = [16, 4096, 1536]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.861
