class Program_weight_tensor_meta_hidden_states_2:
	name = "in_0"
	original_name = "hidden_states_2"
	shape = [1, 512, 3199]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 1.002
