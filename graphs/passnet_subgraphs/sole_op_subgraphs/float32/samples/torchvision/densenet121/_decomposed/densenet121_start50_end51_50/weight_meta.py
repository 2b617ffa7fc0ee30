class Program_weight_tensor_meta_input_8:
	name = "in_0"
	original_name = "input_8"
	shape = [2, 128, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.195
	std = 1.561
