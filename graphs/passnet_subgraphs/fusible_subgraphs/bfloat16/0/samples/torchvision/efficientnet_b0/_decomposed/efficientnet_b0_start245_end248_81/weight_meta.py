class Program_weight_tensor_meta_input_147:
	name = "in_0"
	original_name = "input_147"
	shape = [2, 1280, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019
