class Program_weight_tensor_meta_input_147:
	name = "in_0"
	original_name = "input_147"
	shape = [4, 1280, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019
