class Program_weight_tensor_meta_input_136:
	name = "in_0"
	original_name = "input_136"
	shape = [1, 128, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.014
