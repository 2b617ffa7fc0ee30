class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021
