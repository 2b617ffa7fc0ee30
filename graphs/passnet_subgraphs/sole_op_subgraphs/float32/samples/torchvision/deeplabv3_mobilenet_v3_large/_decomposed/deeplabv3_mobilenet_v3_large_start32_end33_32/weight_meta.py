class Program_weight_tensor_meta_input_30:
	name = "in_0"
	original_name = "input_30"
	shape = [1, 72, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.017
