class Program_weight_tensor_meta_hidden_states_5:
	name = "in_0"
	original_name = "hidden_states_5"
	shape = [1, 197, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.565
