class Program_weight_tensor_meta_down_proj_1:
	name = "in_0"
	original_name = "down_proj_1"
	shape = [1, 128, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.673


class Program_weight_tensor_meta_hidden_states_15:
	name = "in_1"
	original_name = "hidden_states_15"
	shape = [1, 128, 1536]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.864
