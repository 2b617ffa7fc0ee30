class Program_weight_tensor_meta_hidden_states_4:
	name = "in_0"
	original_name = "hidden_states_4"
	shape = [512, 50, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.716
