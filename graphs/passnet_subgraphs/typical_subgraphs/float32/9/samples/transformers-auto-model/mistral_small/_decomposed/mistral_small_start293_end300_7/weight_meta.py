class Program_weight_tensor_meta_down_proj_3:
	name = "in_0"
	original_name = "down_proj_3"
	shape = [1, 128, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.080


class Program_weight_tensor_meta_hidden_states_35:
	name = "in_1"
	original_name = "hidden_states_35"
	shape = [1, 128, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.355
