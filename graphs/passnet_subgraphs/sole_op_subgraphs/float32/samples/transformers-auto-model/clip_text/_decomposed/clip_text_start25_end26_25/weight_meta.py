class Program_weight_tensor_meta_hidden_states_3:
	name = "in_0"
	original_name = "hidden_states_3"
	shape = [2, 32, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.709
