class Program_weight_tensor_meta_down_proj_3:
	name = "in_0"
	original_name = "down_proj_3"
	shape = [16, 4096, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.080


class Program_weight_tensor_meta_hidden_states_35:
	name = "in_1"
	original_name = "hidden_states_35"
	shape = [16, 4096, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.353
