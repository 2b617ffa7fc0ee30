class Program_weight_tensor_meta_input_149:
	name = "in_0"
	original_name = "input_149"
	shape = [2, 1280, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.019
	std = 0.029
