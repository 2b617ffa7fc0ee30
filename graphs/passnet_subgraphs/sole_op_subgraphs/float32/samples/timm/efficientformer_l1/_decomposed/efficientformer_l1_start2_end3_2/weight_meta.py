class Program_weight_tensor_meta_input_2:
	name = "in_0"
	original_name = "input_2"
	shape = [2, 24, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.018
	std = 0.365
