class Program_weight_tensor_meta_hidden_states_11:
	name = "in_0"
	original_name = "hidden_states_11"
	shape = [1, 16384, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.023
