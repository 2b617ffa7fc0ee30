class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [1, 16, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.016
	std = 0.358
