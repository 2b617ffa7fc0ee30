class Program_weight_tensor_meta_input_149:
	name = "in_0"
	original_name = "input_149"
	shape = [4, 1280, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.016
	std = 0.024
