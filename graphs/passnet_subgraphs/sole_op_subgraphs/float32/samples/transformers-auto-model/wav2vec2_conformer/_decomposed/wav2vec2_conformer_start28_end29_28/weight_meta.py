class Program_weight_tensor_meta_hidden_states_24:
	name = "in_0"
	original_name = "hidden_states_24"
	shape = [1, 49, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.363
