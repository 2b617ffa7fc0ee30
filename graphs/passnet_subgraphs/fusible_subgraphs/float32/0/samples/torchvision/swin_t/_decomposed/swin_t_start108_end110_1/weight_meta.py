class Program_weight_tensor_meta_input_9:
	name = "in_0"
	original_name = "input_9"
	shape = [1, 56, 56, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.015
	std = 0.207
