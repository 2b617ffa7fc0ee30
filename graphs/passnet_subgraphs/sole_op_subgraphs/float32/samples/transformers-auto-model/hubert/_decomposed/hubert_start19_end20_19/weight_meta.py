class Program_weight_tensor_meta_hidden_states_17:
	name = "in_0"
	original_name = "hidden_states_17"
	shape = [2, 49, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.449
