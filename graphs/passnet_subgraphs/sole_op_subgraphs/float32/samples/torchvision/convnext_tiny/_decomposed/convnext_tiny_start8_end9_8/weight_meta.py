class Program_weight_tensor_meta_input_5:
	name = "in_0"
	original_name = "input_5"
	shape = [1, 56, 56, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.204
