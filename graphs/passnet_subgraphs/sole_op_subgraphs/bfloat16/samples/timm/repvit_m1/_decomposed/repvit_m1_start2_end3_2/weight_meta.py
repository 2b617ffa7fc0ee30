class Program_weight_tensor_meta_input_2:
	name = "in_0"
	original_name = "input_2"
	shape = [2, 24, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.016
	std = 0.325
