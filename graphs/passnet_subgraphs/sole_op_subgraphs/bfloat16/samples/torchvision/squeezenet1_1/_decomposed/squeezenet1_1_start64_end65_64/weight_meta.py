class Program_weight_tensor_meta_input_16:
	name = "in_0"
	original_name = "input_16"
	shape = [2, 1000, 13, 13]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.071
	std = 0.102
