class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [2, 1500, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.209
	std = 0.677
