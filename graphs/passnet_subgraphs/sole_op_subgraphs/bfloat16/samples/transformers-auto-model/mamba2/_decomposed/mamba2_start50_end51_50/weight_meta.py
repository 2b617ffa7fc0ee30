class Program_weight_tensor_meta_hidden_states_4:
	name = "in_0"
	original_name = "hidden_states_4"
	shape = [1, 128, 24, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.388
	std = 0.908
