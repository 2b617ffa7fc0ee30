class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.094
