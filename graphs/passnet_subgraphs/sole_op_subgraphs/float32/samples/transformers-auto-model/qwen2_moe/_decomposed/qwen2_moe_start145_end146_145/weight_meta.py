class Program_weight_tensor_meta_hidden_states_reshaped:
	name = "in_0"
	original_name = "hidden_states_reshaped"
	shape = [128, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.034
	std = 0.998
