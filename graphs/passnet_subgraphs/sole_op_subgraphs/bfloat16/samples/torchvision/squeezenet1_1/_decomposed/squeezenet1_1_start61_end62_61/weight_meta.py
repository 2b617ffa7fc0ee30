class Program_weight_tensor_meta_input_13:
	name = "in_0"
	original_name = "input_13"
	shape = [2, 512, 13, 13]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.432
	std = 0.598
