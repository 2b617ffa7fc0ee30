class Program_weight_tensor_meta_hidden_states_5:
	name = "in_0"
	original_name = "hidden_states_5"
	shape = [1, 16, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.450
