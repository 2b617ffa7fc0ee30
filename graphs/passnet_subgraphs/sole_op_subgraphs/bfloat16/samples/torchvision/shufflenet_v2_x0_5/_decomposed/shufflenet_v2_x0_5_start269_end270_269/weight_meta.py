class Program_weight_tensor_meta_input_149:
	name = "in_0"
	original_name = "input_149"
	shape = [1, 1024, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.019
