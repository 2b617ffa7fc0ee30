class Program_weight_tensor_meta_input_11:
	name = "in_0"
	original_name = "input_11"
	shape = [1, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.027
	std = 0.040
