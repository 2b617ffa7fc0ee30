class Program_weight_tensor_meta_hidden_states_31:
	name = "in_0"
	original_name = "hidden_states_31"
	shape = [1, 1536, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 1.446
