class Program_weight_tensor_meta_hidden_states:
	name = "in_0"
	original_name = "hidden_states"
	shape = [4, 32, 640]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.448
