class Program_weight_tensor_meta_input_4:
	name = "in_0"
	original_name = "input_4"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.657
	std = 0.623
