class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 24, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.111
	std = 0.213
