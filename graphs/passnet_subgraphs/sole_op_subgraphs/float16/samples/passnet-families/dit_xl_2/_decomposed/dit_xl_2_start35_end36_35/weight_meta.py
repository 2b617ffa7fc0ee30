class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [2, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.006
	std = 0.417
