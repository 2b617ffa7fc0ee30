class Program_weight_tensor_meta_input_9:
	name = "in_0"
	original_name = "input_9"
	shape = [1, 32, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.098
	std = 0.133
