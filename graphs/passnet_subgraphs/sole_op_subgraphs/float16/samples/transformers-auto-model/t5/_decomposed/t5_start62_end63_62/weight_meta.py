class Program_weight_tensor_meta_hidden_states_3:
	name = "in_0"
	original_name = "hidden_states_3"
	shape = [1, 16, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.006
	std = 1.000
