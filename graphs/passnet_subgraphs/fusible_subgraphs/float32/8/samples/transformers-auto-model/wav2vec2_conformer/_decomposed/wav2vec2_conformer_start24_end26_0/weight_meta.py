class Program_weight_tensor_meta_hidden_states_20:
	name = "in_0"
	original_name = "hidden_states_20"
	shape = [16, 499, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.551
